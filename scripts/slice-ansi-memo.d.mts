export { default } from "slice-ansi";
