/** A .wasm?module import is a compiled WebAssembly.Module: workerd compiles no code at run time. */
declare module "*.wasm?module" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
