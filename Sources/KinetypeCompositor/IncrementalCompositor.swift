import KinetypeAnimation
import KinetypeCore

/// Composes one compositor's presentations, one after another, into the frames
/// `Compositor.frame(_:)` would give, recomposing only the rows a changed glyph wrote to
/// before or writes to now.
///
/// Drawing every glyph every frame was the largest part of a frame's time where most of the
/// text rests (two thirds of `print`'s). This keeps each glyph's last `GlyphPlacement` and the
/// last presentation; a new presentation is compared with the last
/// (`Presentation.markChanges(since:into:)`), only changed glyphs are placed again (one that
/// only moved has only its cell worked out, one that shows nothing stays so however it moves),
/// and a row holding a glyph placed differently, or one whose z index changed, is cleared and
/// every glyph placed on it written again from its kept placement, in the full draw's order (z,
/// then glyph number). A row is the unit because every write of a glyph (its cluster, its kern,
/// the blanking of a wide glyph's other half) stays in its row: a row composed afresh from its
/// own glyphs is the row a whole compose gives, wide glyphs, overlaps and all. A glyph that
/// changes only the one cell it writes, and wrote it last, is patched in place instead
/// (`patch()`), where few glyphs move. Where many move but every glyph writes one cell, and the
/// cells that changed are few beside the glyphs on their rows, the cells alone are composed
/// (`composeCells(_:)`, from an index of the glyphs on each cell).
///
/// Two frame buffers take turns, so a caller that lets go of the frame before last (a recorder
/// keeps only the previous one, to diff against) has its buffer brought up to date in place,
/// rows changed in either of the last two steps, rather than copied or allocated: a 200x50
/// frame is 320 KB. A row or cell only the last step changed is copied from the frame returned
/// last, not composed again.
///
/// Nothing of time is kept: any presentations, in any order, give the frames composing each
/// from scratch gives (property tests visit times forward, backward and at random). A layout
/// with stroke boxes (drawn under the text, across rows, faded with their run) is composed whole
/// every frame.
public struct IncrementalCompositor: Sendable {
  public let compositor: Compositor
  /// The frame returned last, and the one before it (the buffer written next).
  var frame: Frame
  var spare: Frame
  /// Rows where `spare` differs from `frame`: those that changed in the last step.
  var spareIsStale: [Bool]
  /// The presentation composed last, when it came whole (`frame(_:drawsExtras:)`).
  private var previous: Presentation?
  /// Whether a frame has been composed: the first is composed whole.
  var hasComposed = false
  /// The z indices composed last, when they came with a whole presentation (which `previous`
  /// keeps anyway); `nil` after a live presentation's frame, since holding its z indices would
  /// make the next update that writes them copy the whole array (matrix over 200x50: 144
  /// copies of some 200 KB, 1 % of its instructions).
  private var lastZIndex: [Int]?
  var previousDrewExtras = true
  /// Each glyph's writes for `previous`, or nil when it writes nothing.
  var placements: [GlyphPlacement?]
  /// For each glyph, the offsets known to keep it on its placement's cell
  /// (`Compositor.OffsetLeeway`): a glyph whose offset alone changed, to one of these, is not
  /// placed again.
  private var leeways: [Compositor.OffsetLeeway]
  /// Whether each glyph shows anything wherever it is (`GlyphDrawer.look`), so a glyph clipped
  /// by a runaway offset is placed again when it moves, and one that shows nothing is not.
  private var shows: [Bool]
  /// The frame row each placement writes to, or −1 (none, or off the frame).
  var rows: [Int32]
  private var changes: [GlyphChanges]
  /// Rows where the frame returned last may differ from the one returned before it (all, before
  /// the second frame): an encoder diffing the two need read no other row.
  public internal(set) var changedRows: [Bool]
  /// Rows to compose afresh in this step.
  var dirty: [Bool]
  /// For each cell of the frame, the glyph that wrote it last when its row was composed, or
  /// −1: a glyph that wrote it last and writes only it is patched (`patch()`).
  var owners: [Int32]
  /// Glyphs that changed only the cell they write and wrote it last, the first
  /// `patchedCount`: their cells are written in place (`patch()`), their rows not composed
  /// again. As long as `placements`, since a step patches a glyph at most once, so the lists
  /// are written through their buffers: an append per patch (a uniqueness and a capacity
  /// check), and the bounds checks around it, cost more than the patch's own work.
  var patched: [Int32]
  var patchedCount = 0
  /// Cells patched in the last step on rows not composed again since, the first
  /// `stalePatchCount`: the buffer written next missed them, and they are copied into it from
  /// the frame returned last. As long as `placements`: each was a patched glyph's.
  var stalePatches: [Int32]
  var stalePatchCount = 0
  /// Whether this step patches cells and marks their owners: only when the last step placed
  /// again fewer glyphs than a quarter of the rows that no patch could take (a glyph moved,
  /// turned or reordered). Where most rows are composed again anyway (glyphs moving all over:
  /// slide, rain, matrix), a patch saves nothing and marking owners cost up to 2.3 % (matrix,
  /// callgrind, 200×50). A row composed without marks has no owners until composed with them.
  var patching = true
  /// The draw's order, by z then glyph number; nil until worked out, and again after a glyph
  /// took a z index it has no pass for. Its passes may include z indices no glyph has any
  /// more.
  var drawOrder: DrawOrder?
  /// The glyphs on each cell and the cells each step changed, for composing cells alone.
  var cellIndex: CellIndex
  /// Steps that composed cells alone, for tests to tell that they did.
  var cellSteps = 0
  /// Whether every step that may composes cells alone, however many changed: for tests.
  var alwaysByCells = false

  public init(_ compositor: Compositor) {
    self.compositor = compositor
    let count = compositor.prepared.count
    let size = compositor.canvas.size
    frame = Frame(size: size)
    spare = frame
    spareIsStale = Array(repeating: false, count: size.rows)
    changedRows = Array(repeating: true, count: size.rows)
    placements = Array(repeating: nil, count: count)
    leeways = Array(repeating: .none, count: count)
    shows = Array(repeating: false, count: count)
    rows = Array(repeating: -1, count: count)
    changes = Array(repeating: [], count: count)
    dirty = Array(repeating: false, count: size.rows)
    owners = Array(repeating: -1, count: size.rows * size.columns)
    patched = Array(repeating: 0, count: count)
    stalePatches = Array(repeating: 0, count: count)
    cellIndex = CellIndex(glyphs: count, cells: size.rows * size.columns)
  }

  /// `compositor.frame(presentation)`, or with `drawsExtras` false
  /// `compositor.finalFrame(presentation)`.
  ///
  /// - Complexity: O(glyphs) to compare with the last presentation where an animation wrote a
  ///   property, plus O(changed glyphs) and O(cells and glyphs of the rows they touch).
  public mutating func frame(_ presentation: Presentation, drawsExtras: Bool = true) -> Frame {
    precondition(
      presentation.count == placements.count,
      "presentation has \(presentation.count) glyphs, layout \(placements.count)")
    guard compositor.strokes.isEmpty else {
      return drawsExtras ? compositor.frame(presentation) : compositor.finalFrame(presentation)
    }
    if let previous, drawsExtras == previousDrewExtras {
      presentation.markChanges(since: previous, into: &changes)
    } else {
      markAll(presentation)
    }
    defer { (previous, lastZIndex) = (presentation, presentation.zIndex) }
    return compose(presentation, drawsExtras: drawsExtras)
  }

  /// `frame(live.presentation, drawsExtras:)` once `live` is brought to `time`: the glyphs to
  /// place again are those `LivePresentation.update(to:marking:)` marks, so no presentation is
  /// compared or kept (keeping one would make the next update copy every array it writes).
  ///
  /// `live` must hold the presentation this compositor composed last, if it has composed any:
  /// one live presentation per compositor, used only through this method.
  public mutating func frame(
    _ live: inout LivePresentation, at time: Double, drawsExtras: Bool = true
  ) -> Frame {
    precondition(
      live.presentation.count == placements.count,
      "presentation has \(live.presentation.count) glyphs, layout \(placements.count)")
    live.update(to: time, marking: &changes)
    guard compositor.strokes.isEmpty else {
      for index in changes.indices { changes[index] = [] }
      let presentation = live.presentation
      return drawsExtras ? compositor.frame(presentation) : compositor.finalFrame(presentation)
    }
    if !hasComposed || drawsExtras != previousDrewExtras || previous != nil {
      markAll(live.presentation)
    }
    (previous, lastZIndex) = (nil, nil)
    return compose(live.presentation, drawsExtras: drawsExtras)
  }

  /// Marks every glyph to be placed again (the first frame, or extras shown again or left out);
  /// a glyph placed as before whose z index changed still needs its row drawn again in its new
  /// order, and every glyph does where the z indices composed last were not kept.
  private mutating func markAll(_ presentation: Presentation) {
    // Before the first frame every row is drawn anyway.
    let sameOrder = !hasComposed || lastZIndex == presentation.zIndex
    let all: GlyphChanges = sameOrder ? .appearance : [.appearance, .order]
    for index in changes.indices { changes[index] = all }
  }

  /// Places every changed glyph again and marks the rows it left and the rows it writes to
  /// (and, for a new z index, its row) dirty; clears the marks.
  mutating func place(_ presentation: Presentation, drawsExtras: Bool) {
    let drawn = drawsExtras ? placements.count : compositor.layout.glyphs.count
    let rowCount = frame.size.rows
    let compositor = self.compositor
    // Taken out of `self` while they are open, so that no access overlaps another.
    var (placements, leeways, shows, rows, changes, dirty) =
      (self.placements, self.leeways, self.shows, self.rows, self.changes, self.dirty)
    (self.placements, self.leeways, self.shows, self.rows, self.changes, self.dirty) =
      ([], [], [], [], [], [])
    var patched = self.patched
    self.patched = []
    var (touched, touchedCount) = (cellIndex.touched, 0)
    cellIndex.touched = []
    // Empty: `patch()` took the last step's.
    var patchedCount = 0
    let (columns, patching) = (frame.size.columns, self.patching)
    // Glyphs placed again that no patch could take, as far as their marks tell: moved, turned
    // or reordered.
    var others = 0
    // Whether some glyph's z index changed to one the draw order has no pass for. A pass for a
    // z index no glyph has any more draws nothing, so passes are kept while each z index is
    // one of them: matrix's field glyphs go under the text one by one (a z index the text
    // has), and working the order out again each of those frames was 2 % of its recording.
    var reordered = false
    var layers: [Int]? = nil
    if case .layers(let known)? = drawOrder { layers = known }
    defer {
      (self.placements, self.leeways, self.shows, self.rows, self.changes, self.dirty) =
        (placements, leeways, shows, rows, changes, dirty)
      (self.patched, self.patchedCount) = (patched, patchedCount)
      (cellIndex.touched, cellIndex.touchedCount) = (touched, touchedCount)
      // Each of them makes one or two rows dirty.
      self.patching = 4 &* others < rowCount
      if reordered { drawOrder = nil }
    }
    compositor.prepared.withUnsafeBufferPointer { glyphs in
      placements.withUnsafeMutableBufferPointer { placements in
        leeways.withUnsafeMutableBufferPointer { leeways in
          shows.withUnsafeMutableBufferPointer { shows in
            rows.withUnsafeMutableBufferPointer { rows in
              changes.withUnsafeMutableBufferPointer { changes in
                dirty.withUnsafeMutableBufferPointer { dirty in
                  owners.withUnsafeBufferPointer { owners in
                    patched.withUnsafeMutableBufferPointer { patched in
                      touched.withUnsafeMutableBufferPointer { touched in
                        presentation.offset.withUnsafeBufferPointer { offset in
                          // Made in the innermost closure: captured from outside, it was copied (its
                          // arrays retained and released) for every glyph.
                          var drawer = Compositor.GlyphDrawer(
                            compositor, glyphs, presentation, .zero)
                          // Read once: a static option read in the loop was a call per glyph.
                          let (appearance, motion, order) =
                            (GlyphChanges.appearance, GlyphChanges.motion, GlyphChanges.order)
                          let shown = appearance.union(.symbol)
                          /// A glyph placed as before whose z index changed: its row is drawn again,
                          /// in its new order among the row's glyphs.
                          func reorder(_ index: Int, _ change: GlyphChanges) {
                            if change.contains(order), rows[index] >= 0 {
                              dirty[Int(rows[index])] = true
                              touched[touchedCount] = Int32(truncatingIfNeeded: index)
                              touchedCount &+= 1
                            }
                          }
                          // Eight glyphs' marks are read at once, so unchanged glyphs cost little
                          // where few change (most of matrix's particles rest hidden).
                          let count = changes.count
                          let onlyMotion = UInt64(motion.rawValue) &* 0x0101_0101_0101_0101
                          var next = 0
                          while next < count {
                            var index = next
                            if count &- next >= 8 {
                              let word = UnsafeRawPointer(changes.baseAddress! + next)
                                .loadUnaligned(as: UInt64.self)
                              guard word != 0 else {
                                next &+= 8
                                continue
                              }
                              // Eight glyphs whose offsets alone changed (a text moving as one):
                              // passed over together when each keeps its cell.
                              if word == onlyMotion
                                && (next..<(next &+ 8)).allSatisfy({
                                  leeways[$0].contains(offset[$0])
                                })
                              {
                                UnsafeMutableRawPointer(changes.baseAddress! + next)
                                  .storeBytes(of: 0, as: UInt64.self)
                                next &+= 8
                                continue
                              }
                              // The first marked glyph among them: the lowest byte that is not 0.
                              index &+= UInt64(littleEndian: word).trailingZeroBitCount &>> 3
                            } else if changes[index].isEmpty {
                              next &+= 1
                              continue
                            }
                            next = index &+ 1
                            let change = changes[index]
                            changes[index] = []
                            if change.contains(order),
                              !(layers?.contains(presentation.zIndex[index]) ?? false)
                            {
                              reordered = true
                            }
                            // Only the offset changed (a new scale or anchor comes with
                            // `transform`), to one known to keep the glyph on its cell.
                            if change == motion && leeways[index].contains(offset[index]) {
                              continue
                            }
                            var new: GlyphPlacement?
                            if !change.isDisjoint(with: shown)
                              || (shows[index] && placements[index] == nil
                                && change.contains(motion))
                            {
                              // Its symbol alone changed (a scramble's step, most of a text at once):
                              // the cluster is swapped in what it wrote, its style and cell kept.
                              if !change.contains(appearance), index < drawn,
                                placements[index] != nil,
                                drawer.rotation[index].radians == 0
                              {
                                let swapped = drawer.withSymbol(placements[index]!, index)
                                new =
                                  change.contains(motion)
                                  ? drawer.moved(swapped, index, leeway: &leeways[index]) : swapped
                              } else {
                                let look = index < drawn ? drawer.look(index) : nil
                                shows[index] = look != nil
                                // Showing nothing, it is left as it is however it moves.
                                leeways[index] = look == nil ? .everywhere : .none
                                new = look.flatMap { drawer.moved($0, index) }
                              }
                              // One comparison for both: a second inlined copy made the compiler call
                              // out of line for both (3 % of rings' recording).
                              guard new != placements[index] else {
                                reorder(index, change)
                                continue
                              }
                              // Its one cell alone changed, and no glyph drawn after it writes
                              // there: the cell is written in place (a colour fading, a symbol
                              // stepping), its row not composed again.
                              if change.isSubset(of: shown) {
                                if patching, let new, let old = placements[index], rows[index] >= 0,
                                  !dirty[Int(rows[index])],
                                  new.writesOneCell(as: old, columns: columns),
                                  owners[Int(rows[index]) &* columns &+ new.at.column]
                                    == Int32(truncatingIfNeeded: index)
                                {
                                  placements[index] = new
                                  patched[patchedCount] = Int32(truncatingIfNeeded: index)
                                  patchedCount &+= 1
                                  continue
                                }
                              } else {
                                others &+= 1
                              }
                            } else if change.contains(motion), placements[index] != nil {
                              // Moved but otherwise the same (the paper feeding up in print,
                              // every glyph a frame): only its cell is worked out again, most
                              // often the same cell.
                              let at = drawer.position(index, leeway: &leeways[index])
                              guard at != placements[index]!.at else {
                                reorder(index, change)
                                continue
                              }
                              new = at.map { placements[index]!.moved(to: $0) }
                              others &+= 1
                            } else {
                              // Shows nothing wherever it is, or only its z index changed.
                              reorder(index, change)
                              continue
                            }
                            if rows[index] >= 0 { dirty[Int(rows[index])] = true }
                            touched[touchedCount] = Int32(truncatingIfNeeded: index)
                            touchedCount &+= 1
                            placements[index] = new
                            let row = new.map(\.at.row) ?? -1
                            let newRow = row >= 0 && row < rowCount ? Int32(row) : -1
                            rows[index] = newRow
                            if newRow >= 0 { dirty[Int(newRow)] = true }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
