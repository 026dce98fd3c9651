import ArgumentParser
import Foundation
import Kinetype

/// `kinetype-bench`: measures the speed budgets the issues set, in this build. A tool of its
/// own, not a command of the shipped binary: `make bench` builds and runs it in release.
@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kinetype-bench",
    abstract: "Measure the speed budgets (use a release build).",
    discussion: "Prints each benchmark's median and 90th percentile against its budget."
  )

  @Option(name: .long, help: "Run only benchmarks whose name contains this text.")
  var filter: String?

  @Flag(name: .long, help: "Exit with status 1 when a median is over its budget.")
  var check = false

  @Option(
    name: .long,
    help:
      "Run each benchmark exactly this many times after one warm-up (for instruction counts under callgrind)."
  )
  var samples: Int?

  func run() throws {
    #if DEBUG
      FileHandle.standardError.write(
        Data("kinetype-bench: this is a debug build; figures mean little (build with -c release)\n".utf8))
    #endif
    let all =
      Benchmark.layout + Benchmark.animation + Benchmark.compositor + Benchmark.demo
      + Benchmark.effects
    let chosen = all.filter { filter == nil || $0.name.contains(filter!) }
    var over: [String] = []
    print(
      "benchmark".padding(toLength: 44, withPad: " ", startingAt: 0) + "   median      p90   budget"
    )
    for benchmark in chosen {
      let result =
        samples.map {
          benchmark.run(minimumSamples: $0, minimumTime: .zero, maximumSamples: $0, warmUps: 1)
        }
        ?? benchmark.run()
      let line =
        benchmark.name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + [result.median, result.p90, benchmark.budget].map { Self.column($0.milliseconds) }
        .joined()
        + " ms  " + (result.withinBudget ? "ok" : "OVER")
      print(line)
      if !result.withinBudget { over.append(benchmark.name) }
    }
    if check && !over.isEmpty { throw ExitCode(1) }
  }

  /// A right-aligned figure with three decimals, nine characters wide.
  static func column(_ value: Double) -> String {
    let text = String(format: "%.3f", value)
    return String(repeating: " ", count: max(0, 9 - text.count)) + text
  }
}
