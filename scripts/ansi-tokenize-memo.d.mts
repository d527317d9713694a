export * from "@alcalzone/ansi-tokenize";
