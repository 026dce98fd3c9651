import Foundation

#if KINETYPE_FUZZING
  /// libFuzzer's driver (compiler-rt's `FuzzerDriver.cpp`): parses libFuzzer's options from the
  /// command line and calls `callback` with each input. Called from our own `main`: SwiftPM
  /// links an executable target's `main` to the module's entry point, so libFuzzer's `main`
  /// cannot be the one.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// libFuzzer's callback by name, which its runtime refers to even when our `main` drives it.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(FuzzEntry.current, data, size)
  }
#endif

/// What a fuzz executable does: built with `-sanitize=fuzzer -DKINETYPE_FUZZING` (`make fuzz`),
/// run libFuzzer and check each input, aborting on a broken invariant (libFuzzer then saves
/// the input as a crash); built without (`swift build`), replay the files and folders given on
/// the command line through the same check.
public enum FuzzEntry {
  /// The target libFuzzer's callback checks (a C callback cannot capture it).
  nonisolated(unsafe) static var current = FuzzTarget.plainReader

  /// The executable's whole work: fuzzing or replaying, as it was built.
  public static func main(_ target: FuzzTarget) -> Never {
    #if KINETYPE_FUZZING
      current = target
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzerTestOneInput))
    #else
      replay(target, Array(CommandLine.arguments.dropFirst()))
    #endif
  }

  /// Set (to anything) to let broken invariants pass and look for crashes only: useful while a
  /// known invariant is still broken and would stop every run at its first input.
  public static let crashesOnly =
    ProcessInfo.processInfo.environment["KINETYPE_FUZZ_CRASHES_ONLY"] != nil

  /// Checks libFuzzer's input; aborts with the violations on standard error.
  public static func run(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32
  {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = target.violations(bytes)
    if !violations.isEmpty && !crashesOnly {
      FileHandle.standardError.write(Data(report(target, violations).utf8))
      abort()
    }
    return 0
  }

  /// Replays every file named in `arguments` (folders: every file in them) and exits 1 when
  /// any breaks an invariant.
  public static func replay(_ target: FuzzTarget, _ arguments: [String]) -> Never {
    var files: [URL] = []
    for argument in arguments {
      let url = URL(fileURLWithPath: argument)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        files.append(url)
        continue
      }
      let children =
        (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil))
        ?? []
      files += children.sorted { $0.path < $1.path }
    }
    var failures = 0
    for file in files {
      guard let data = FileManager.default.contents(atPath: file.path) else {
        print("cannot read \(ForeignByteScanner.visible(Array(file.path.utf8)))")
        failures += 1
        continue
      }
      let violations = target.violations(Array(data))
      if !violations.isEmpty {
        failures += 1
        print(file.lastPathComponent + ": " + report(target, violations))
      }
    }
    print("\(target.rawValue): \(files.count) inputs, \(failures) failing")
    exit(failures == 0 ? 0 : 1)
  }

  static func report(_ target: FuzzTarget, _ violations: [String]) -> String {
    "\(target.rawValue) invariant broken:\n" + violations.map { "  - \($0)\n" }.joined()
  }
}
