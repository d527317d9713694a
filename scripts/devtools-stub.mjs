// Stands in for react-devtools-core in the bundle (see build.mjs).
export default { initialize() {}, connectToDevTools() {} };
