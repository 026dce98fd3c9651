import Synchronization

/// A grapheme cluster stored in 16 bytes with no reference counting, so that `Cell` and
/// `Frame` are plain data: frames fill, copy and compare like memory.
///
/// Up to 15 UTF-8 bytes are kept inline with their length in the last byte; a longer cluster
/// (a family emoji is 25 bytes) is interned in a process-wide table and kept as its index.
/// A `String` per cell would make composing and diffing a 200×50 frame mostly retain and
/// release traffic.
@usableFromInline
struct Cluster: Hashable, Sendable, BitwiseCopyable {
  @usableFromInline var low: UInt64
  @usableFromInline var high: UInt64

  /// The marker in the last byte for an interned cluster.
  private static let interned: UInt64 = 0xFF

  init(_ text: String) {
    var text = text
    let count = text.utf8.count
    if count <= 15 {
      var bytes: (UInt64, UInt64) = (0, UInt64(count) << 56)
      text.withUTF8 { utf8 in
        withUnsafeMutableBytes(of: &bytes) { raw in
          for (offset, byte) in utf8.enumerated() { raw[offset] = byte }
        }
      }
      (low, high) = bytes
    } else {
      low = UInt64(StringTable.clusters.index(of: text))
      high = Self.interned << 56
    }
  }

  /// A blank: one space, `Cluster(" ")`.
  ///
  /// Its words are written out, not made once from a string: a stored static is reached
  /// through a check that it was made, a call for every blank a frame write leaves.
  static var space: Cluster { Cluster(low: 0x20, high: 1 << 56) }
  /// The empty cluster of a continuation cell, `Cluster("")`.
  static var empty: Cluster { Cluster(low: 0, high: 0) }

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// Zero exactly when `other` is this cluster: the two words' differing bits, gathered.
  @inline(__always)
  func differences(from other: Cluster) -> UInt64 { (low ^ other.low) | (high ^ other.high) }

  /// The byte of a cluster of one ASCII byte (the first in memory, whatever the byte order),
  /// or nil.
  var singleASCIIByte: UInt8? {
    guard high >> 56 == 1 else { return nil }
    let byte = UInt8(truncatingIfNeeded: low.littleEndian)
    return byte < 128 ? byte : nil
  }

  /// Appends the cluster's UTF-8 bytes to `bytes`, without making a `String` of an inline one.
  func appendUTF8(to bytes: inout [UInt8]) {
    let count = Int(high >> 56)
    if count == Int(Self.interned) {
      bytes.append(contentsOf: string.utf8)
      return
    }
    // Most cells hold one ASCII byte: the first byte in memory, whatever the byte order.
    if count == 1 {
      bytes.append(UInt8(truncatingIfNeeded: low.littleEndian))
      return
    }
    var words = (low, high)
    withUnsafeBytes(of: &words) { raw in
      bytes.append(
        contentsOf: UnsafeBufferPointer(
          start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
    }
  }

  /// Writes the UTF-8 bytes of an inline cluster at `target`, which has room for 16 (both
  /// words are stored whole), and returns their count; nil for an interned one.
  @inlinable
  func storeUTF8(at target: UnsafeMutableRawPointer) -> Int? {
    let count = Int(high >> 56)
    // `interned`, which inlinable code cannot read.
    guard count != 0xFF else { return nil }
    target.storeBytes(of: low, as: UInt64.self)
    target.storeBytes(of: high, toByteOffset: 8, as: UInt64.self)
    return count
  }

  var string: String {
    let count = Int(high >> 56)
    if count == Int(Self.interned) { return StringTable.clusters.string(at: Int(low)) }
    var bytes = (low, high)
    return withUnsafeBytes(of: &bytes) { raw in
      String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<count]), as: UTF8.self)
    }
  }
}

/// Strings kept once per process and referred to by index: long clusters and link targets.
final class StringTable: Sendable {
  static let clusters = StringTable()
  static let links = StringTable()

  private let storage = Mutex<(indices: [String: Int], strings: [String])>(([:], []))

  /// The index of `string`, adding it the first time.
  func index(of string: String) -> Int {
    storage.withLock { table in
      if let index = table.indices[string] { return index }
      table.strings.append(string)
      table.indices[string] = table.strings.count - 1
      return table.strings.count - 1
    }
  }

  func string(at index: Int) -> String {
    storage.withLock { $0.strings[index] }
  }
}
