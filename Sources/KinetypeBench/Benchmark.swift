/// One measured operation with its budget: the figures issues ask for live here, never in timed
/// unit tests.
///
/// `prepare` runs once, untimed, and returns the operation to time. The operation returns a
/// number derived from its result so that the optimiser cannot drop the work.
struct Benchmark: Sendable {
  var name: String
  /// The most the median run may take, in a release build.
  var budget: Duration
  var prepare: @Sendable () -> (@Sendable () -> Int)
}

/// The outcome of running one benchmark.
struct BenchmarkResult {
  var benchmark: Benchmark
  var samples: [Duration]

  var median: Duration { samples.sorted()[samples.count / 2] }
  var p90: Duration { samples.sorted()[min(samples.count - 1, samples.count * 9 / 10)] }
  var withinBudget: Bool { median <= benchmark.budget }
}

extension Benchmark {
  /// Runs the operation a few times to warm up, then at least `minimumSamples` times and for
  /// at least `minimumTime`, whichever takes longer.
  func run(
    minimumSamples: Int = 15, minimumTime: Duration = .milliseconds(500),
    maximumSamples: Int = 10_000, warmUps: Int = 3
  ) -> BenchmarkResult {
    let operation = prepare()
    var sink = 0
    for _ in 0..<warmUps { sink &+= operation() }
    let clock = ContinuousClock()
    var samples: [Duration] = []
    let start = clock.now
    while samples.count < minimumSamples || clock.now - start < minimumTime {
      let t0 = clock.now
      sink &+= operation()
      samples.append(clock.now - t0)
      if samples.count >= maximumSamples { break }
    }
    if sink == 42_424_242 { print("", terminator: "") }  // keeps `sink` alive
    return BenchmarkResult(benchmark: self, samples: samples)
  }
}

extension Duration {
  /// Milliseconds as a Double, for printing.
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
