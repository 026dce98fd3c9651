extension Benchmark { static var animation: [Benchmark] { [] } }
