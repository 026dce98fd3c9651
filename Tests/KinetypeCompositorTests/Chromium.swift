import Foundation

/// Headless Chromium (Debian's `chromium`, installed by `scripts/ensure-deps.sh test`), run on a
/// file: its DOM or a screenshot.
///
/// Every failure is an error that says why (not installed, timed out, exited with a status),
/// so a test that needs Chromium fails with the reason instead of passing without it.
struct Chromium {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let executable: URL

  /// The first of `$KINETYPE_CHROMIUM`, `chromium` and `chromium-browser` found on `PATH`.
  static func locate() throws -> Chromium {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["KINETYPE_CHROMIUM"] {
      return Chromium(executable: URL(fileURLWithPath: path))
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser"] {
      for folder in folders {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return Chromium(executable: candidate)
        }
      }
    }
    throw Failure(
      description: "Chromium is not installed (no chromium or chromium-browser on PATH): run "
        + "scripts/ensure-deps.sh test, or apt-get install chromium as root")
  }

  /// Runs Chromium headless on `file` with `options`, in a profile of its own inside `folder`
  /// (so runs never hand over to one another), and returns its standard output.
  ///
  /// `--no-sandbox` because tests run as root in CI, where Chromium refuses its sandbox;
  /// headless needs no display.
  func run(_ options: [String], on file: URL, in folder: URL, timeout: Double = 120) throws
    -> String
  {
    let profile = folder.appendingPathComponent("profile-\(UUID().uuidString)")
    let process = Process()
    process.executableURL = executable
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--user-data-dir=\(profile.path)",
      ] + options + [file.absoluteString]
    let out = folder.appendingPathComponent("chromium-\(UUID().uuidString).out")
    let err = folder.appendingPathComponent("chromium-\(UUID().uuidString).err")
    for path in [out, err] { _ = FileManager.default.createFile(atPath: path.path, contents: nil) }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    do {
      try process.run()
    } catch {
      throw Failure(description: "Chromium (\(executable.path)) could not start: \(error)")
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    let stderr = { String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw Failure(description: "Chromium took over \(Int(timeout)) s: \(stderr().suffix(2000))")
    }
    guard process.terminationStatus == 0, process.terminationReason == .exit else {
      throw Failure(
        description: "Chromium exited with \(process.terminationStatus) "
          + "(\(options.joined(separator: " "))): \(stderr().suffix(2000))")
    }
    return String(decoding: try Data(contentsOf: out), as: UTF8.self)
  }

  /// The document as Chromium's DOM holds it after loading `file` (`--dump-dom`).
  func dumpDOM(of file: URL, in folder: URL) throws -> String {
    try run(["--dump-dom"], on: file, in: folder)
  }

  /// A screenshot of `file` in a window of `width × height` pixels, after `milliseconds` of
  /// virtual time (animations run on it, so the picture is the one at that time).
  func screenshot(
    of file: URL, width: Int, height: Int, afterMilliseconds milliseconds: Int, in folder: URL
  ) throws -> PNGPixels {
    let png = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
    _ = try run(
      [
        "--screenshot=\(png.path)", "--window-size=\(width),\(height)",
        "--virtual-time-budget=\(milliseconds)",
      ], on: file, in: folder)
    guard FileManager.default.fileExists(atPath: png.path) else {
      throw Failure(description: "Chromium wrote no screenshot at \(png.path)")
    }
    return try PNGPixels(decoding: png, in: folder)
  }
}

/// A PNG's pixels counted by colour, decoded by `python3` with its standard library's zlib
/// (Foundation has no inflate; `python3` is installed for the tests already).
struct PNGPixels {
  var width: Int
  var height: Int
  /// How many pixels have each colour (RGB, alpha ignored).
  var counts: [RGBKey: Int]

  struct RGBKey: Hashable {
    var red: Int
    var green: Int
    var blue: Int
  }

  /// Pixels whose colour satisfies `test`.
  func count(where test: (RGBKey) -> Bool) -> Int {
    counts.reduce(0) { $0 + (test($1.key) ? $1.value : 0) }
  }

  /// Decodes `file` (8-bit RGB or RGBA, not interlaced: what Chromium writes).
  init(decoding file: URL, in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.decoder, file.path]
    let out = folder.appendingPathComponent("png-\(UUID().uuidString).json")
    let err = folder.appendingPathComponent("png-\(UUID().uuidString).err")
    for path in [out, err] { _ = FileManager.default.createFile(atPath: path.path, contents: nil) }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self)
      throw Chromium.Failure(description: "python3 could not decode the PNG: \(message)")
    }
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as! [String: Any]
    width = json["width"] as! Int
    height = json["height"] as! Int
    counts = [:]
    for (hex, count) in json["colours"] as! [String: Int] {
      let value = Int(hex, radix: 16)!
      counts[RGBKey(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF)] = count
    }
  }

  /// Reads the chunks, inflates IDAT, undoes each scanline's filter (PNG spec §9) and prints
  /// `{"width", "height", "colours": {"rrggbb": count}}`.
  static let decoder = """
    import json, struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    if data[:8] != b'\\x89PNG\\r\\n\\x1a\\n': sys.exit('not a PNG')
    pos, idat, header = 8, b'', None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b'IHDR': header = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT': idat += body
        elif kind == b'IEND': break
    w, h, depth, ctype, _, _, interlace = header
    if depth != 8 or ctype not in (2, 6) or interlace:
        sys.exit('unsupported PNG: depth %d, colour type %d, interlace %d' % (depth, ctype, interlace))
    bpp = 3 if ctype == 2 else 4
    raw, stride, prev, counts = zlib.decompress(idat), w * bpp, bytearray(w * bpp), {}
    for y in range(h):
        start = y * (stride + 1)
        f, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(w):
            key = line[x * bpp:x * bpp + 3].hex()
            counts[key] = counts.get(key, 0) + 1
        prev = line
    print(json.dumps({'width': w, 'height': h, 'colours': counts}))
    """
}
