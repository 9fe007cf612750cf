// Engine throughput on random playouts. (Filled in with the engine benchmarks.)
export function run(): void {}
