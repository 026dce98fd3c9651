import KinetypeCore
import KinetypeInteraction

/// What the terminal input decoder promises whatever the bytes: it ends (each step consumes a
/// byte), what waits is bounded and flushed by the deadline, mouse cells are on the grid, and
/// for ASCII input the events do not depend on how the bytes were split into reads.
enum InputDecoderInvariants {
  static func violations(_ bytes: [UInt8]) -> [String] {
    let bytes = Array(bytes.prefix(FuzzTarget.maximumInput))
    guard let split = bytes.first else { return [] }
    let input = Array(bytes.dropFirst())
    var found: [String] = []

    // All at once, then the timeout.
    let (decoder, events) = InputDecoder().decode(input, at: 1)
    let (flushed, late) = decoder.flush(at: 1 + decoder.escapeTimeout)
    if flushed.deadline != nil { found.append("bytes still wait after the deadline") }
    let whole = events + late
    if whole.count > input.count { found.append("\(whole.count) events from \(input.count) bytes") }
    for event in whole {
      if case .mouse(let mouse) = event, mouse.cell.column < 0 || mouse.cell.row < 0 {
        found.append("a mouse event off the grid: \(mouse)")
      }
    }

    // In two reads at the same time, cut where the first byte says.
    let cut = input.isEmpty ? 0 : Int(split) % (input.count + 1)
    let (first, early) = InputDecoder().decode(input[..<cut], at: 1)
    let (second, rest) = first.decode(input[cut...], at: 1)
    let (_, tail) = second.flush(at: 1 + second.escapeTimeout)
    if input.allSatisfy({ $0 < 0x80 }), early + rest + tail != whole {
      found.append("events differ when the input is read in two pieces at byte \(cut)")
    }
    return found
  }
}
