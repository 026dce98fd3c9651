import CMalloc

/// The C allocator's settings for a run of the command line.
enum Allocator {
  /// Keeps large freed blocks in the heap for reuse, where glibc's defaults map each one on
  /// its own and hand it back to the kernel when it is freed.
  ///
  /// Making a scene grows arrays of tens of thousands of glyphs, tracks and slots, and frees
  /// most of what it grew them from. With the defaults (whose mapping threshold starts at
  /// 128 KB and moves as blocks are freed) each such block was mapped, faulted in a page at a
  /// time, unmapped, and the next one faulted in again: `render matrix` at 200x50 took 11,300
  /// page faults, 7,000 with these settings, and about 5 % less CPU (decrypt 4 %, rain 2 %),
  /// for about 0.5 MB more peak memory. Fixed, the thresholds no longer move: blocks up to
  /// 32 MB come from the heap, whose top is trimmed past 64 MB free.
  static func keepFreedBlocks() {
    _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
  }
}
