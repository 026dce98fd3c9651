/// A timeline's presentation carried from one time to the next: only the glyphs whose
/// animations can have changed in between are worked out again, and those whose presentation
/// did change are marked.
///
/// Asking `Timeline.presentation(at:)` for every frame visits every glyph's every track; in a
/// recording most of them are waiting or done between one frame and the next. Each track's
/// `ActivityWindows` say which glyphs it can have changed between two times. For each property,
/// those glyphs are put back to the model and every track writing the property is run over
/// them alone, in order (so overriding and additive tracks combine as they do in a whole
/// presentation), in place; each is then compared with its value before. The result is the
/// presentation `presentation(at:position:)` gives, bit for bit, and the marks are those
/// `Presentation.markChanges(since:into:)` would make: property tests check both against the
/// whole path, at times forward, backward and at random, for every shipped effect.
///
/// Times may come in any order; a non-finite time, or a new position where a track is driven
/// by position, is worked out whole.
public struct LivePresentation: Sendable {
  public let timeline: Timeline
  /// The presentation at the last time asked for.
  public private(set) var presentation: Presentation
  private var time: Double
  private var position: Double
  private let windows: ActivityWindows
  /// The animated properties, each with the tracks writing it, in the timeline's order.
  private let properties: [Property]
  /// Scratch: whether each glyph is to be worked out again, and which, and a track's slots.
  private var isStale: [Bool]
  private var stale: [Int32] = []
  private var slots: [Int32] = []
  /// Scratch: per track of a property, the positions `gatherStale` visits.
  private var visits: [ActivityWindows.TrackVisit] = []
  /// Arrays a property worked out whole is written into, taking turns with `presentation`'s.
  /// In both, a glyph no track of a property targets holds the model's value throughout.
  private var spare: Presentation
  /// How many stale glyphs make a property that targets every glyph worked out whole: past a
  /// quarter of the glyphs the runs of `presentation(at:)` cost less than visiting each glyph
  /// alone, and comparing every glyph no more than gathering them. A property that targets
  /// fewer takes the same share of those it targets, since only those are run and compared
  /// (beams' beams, 6,000 of 16,000 glyphs: −4 % of its recording). Tests set it to each
  /// extreme.
  var wholeBeyond: Int
  /// How few glyphs in a property's `rest` make it worked out whole by copying the model's
  /// values to them alone rather than to the whole array: below half the glyphs, gathering
  /// them costs less than the copy it saves. Tests set it to each extreme.
  var ledBelow: Int
  /// Whether properties whose leading does not pay (`Property.leadingPays`) lead all the same:
  /// tests set it, to check that path for every property.
  var leadsEveryProperty = false
  /// Whether a stale glyph's slots are looked up (`Property.staleSlots`) or found by visiting
  /// every target, whatever their numbers: tests set it, to check both paths; `nil` decides.
  var looksUpSlots: Bool?

  /// Starts at `time` and `position`, worked out whole.
  public init(_ timeline: Timeline, at time: Double = 0, position: Double = 0) {
    self.timeline = timeline
    presentation = timeline.presentation(at: time, position: position)
    spare = timeline.model
    self.time = time
    self.position = position
    windows = ActivityWindows(timeline)
    var properties: [(property: AnimatableProperty, tracks: [Int])] = []
    for (index, track) in timeline.tracks.enumerated() {
      if let slot = properties.firstIndex(where: { $0.property == track.property }) {
        properties[slot].tracks.append(index)
      } else {
        properties.append((track.property, [index]))
      }
    }
    self.properties = properties.map { Property($0.property, $0.tracks, timeline) }
    isStale = Array(repeating: false, count: timeline.glyphs.count)
    wholeBeyond = timeline.glyphs.count / 4
    ledBelow = timeline.glyphs.count / 2
  }

  /// Brings `presentation` to `timeline.presentation(at: time, position: position)`, and adds
  /// to `changes` (one entry per glyph) what `markChanges(since:into:)` marks between the
  /// presentation before and the new one.
  ///
  /// - Complexity: O(log slots) a track to count the windows the step may cross, then O(those)
  ///   and their tracks' work; a property with more than its share of `wholeBeyond` of them
  ///   is worked out whole, as `presentation(at:)` does, and compared glyph by glyph.
  public mutating func update(
    to time: Double, position: Double = 0, marking changes: inout [GlyphChanges]
  ) {
    precondition(changes.count == presentation.count, "one entry per glyph")
    let samePosition = position.bitPattern == self.position.bitPattern
    guard time.isFinite && self.time.isFinite && (samePosition || !windows.hasPositionTracks)
    else {
      let next = timeline.presentation(at: time, position: position)
      next.markChanges(since: presentation, into: &changes)
      (presentation, self.time, self.position) = (next, time, position)
      return
    }
    defer { (self.time, self.position) = (time, position) }
    guard time.bitPattern != self.time.bitPattern || !samePosition else { return }
    let (low, high) = (min(time, self.time), max(time, self.time))
    timeline.withStorage { storage in
      for entry in properties {
        // Counted by bisection first: past its share of `wholeBeyond` the property is worked
        // out whole, and its windows are not visited one by one. Of a scramble's, only those
        // crossing a step boundary count, about `rate` times the step's length of them, or
        // those its lockstep run has change; of a track that holds one value, its edges in the
        // step.
        // Each track's visit is kept for `gatherStale`, which makes it.
        let windows = self.windows
        var (candidates, stepping) = (0, 0.0)
        var visits = self.visits
        self.visits = []
        visits.removeAll(keepingCapacity: true)
        defer { self.visits = visits }
        for index in entry.tracks {
          let visit = windows.trackVisit(
            index, low, high, active: timeline.tracks[index].timing.parentActive)
          visits.append(visit)
          candidates += visit.visited.count
          if visit.testedCount > 0 {
            let rate = windows.stepRates[index]
            stepping += Double(visit.testedCount) * min(1, (high - low) * rate + 0.05)
          }
        }
        guard candidates > 0 || stepping > 0 else { continue }
        // The same share of the glyphs the property's tracks target.
        let targeted = entry.targeted?.count ?? presentation.count
        let beyond =
          wholeBeyond == .max ? .max : wholeBeyond * targeted / max(presentation.count, 1)
        let whole = candidates > beyond || Double(candidates) + stepping > Double(beyond)
        if whole {
          stale.removeAll(keepingCapacity: true)
        } else {
          gatherStale(entry.tracks, visits, low, high)
          guard !stale.isEmpty else { continue }
        }
        refresh(entry, whole, time, position, storage, &changes)
        let stale = self.stale
        isStale.withUnsafeMutableBufferPointer { isStale in
          for glyph in stale { isStale[Int(glyph)] = false }
        }
      }
    }
  }

  /// Gathers in `stale` the glyphs one of `tracks` can have changed between `low` and `high`,
  /// given each track's positions to visit (`ActivityWindows.trackVisit`).
  private mutating func gatherStale(
    _ tracks: [Int], _ visits: [ActivityWindows.TrackVisit], _ low: Double, _ high: Double
  ) {
    var stale = self.stale
    self.stale = []
    stale.removeAll(keepingCapacity: true)
    let (timeline, windows) = (self.timeline, self.windows)
    isStale.withUnsafeMutableBufferPointer { isStale in
      timeline.targets.withUnsafeBufferPointer { targets in
        windows.visit(low, high) { visit in
          for (index, trackVisit) in zip(tracks, visits) {
            let slotTargets = timeline.tracks[index].targets.map {
              targets.baseAddress! + $0.lowerBound
            }
            visit.forEachSlot(
              ofTrack: index, trackVisit, active: timeline.tracks[index].timing.parentActive
            ) { k in
              let glyph = slotTargets.map { Int($0[k]) } ?? k
              if !isStale[glyph] {
                isStale[glyph] = true
                stale.append(Int32(glyph))
              }
            }
          }
        }
      }
    }
    self.stale = stale
  }

  /// Works the stale glyphs' property out again, or with `whole` every glyph's, and marks
  /// those that changed.
  private mutating func refresh(
    _ entry: Property, _ whole: Bool, _ time: Double, _ position: Double,
    _ storage: Timeline.Storage, _ changes: inout [GlyphChanges]
  ) {
    // Static helpers, handed what they read: calling a method of `self` while an array of
    // `presentation` is borrowed inout made Swift copy `self`, and the copy made the write copy
    // the array.
    let model = timeline.model
    let mode = refreshMode(entry, whole)
    // `.led` resets its `rest`, as `.stale` resets the stale glyphs.
    let stale = mode == .led ? entry.rest : self.stale
    let compared: Compared =
      mode == .stale ? .stale : entry.targeted.map { .targeted($0) } ?? .every
    switch entry.property {
    case .opacity:
      let before = Self.reset(&presentation.opacity, &spare.opacity, model.opacity, mode, stale)
      run(entry, mode, time, position, storage)
      Self.mark(presentation.opacity, before, .appearance, compared, stale, &changes)
    case .offset:
      let before = Self.reset(&presentation.offset, &spare.offset, model.offset, mode, stale)
      run(entry, mode, time, position, storage)
      Self.mark(presentation.offset, before, .motion, compared, stale, &changes)
    case .rotation:
      let before = Self.reset(&presentation.rotation, &spare.rotation, model.rotation, mode, stale)
      run(entry, mode, time, position, storage)
      Self.mark(presentation.rotation, before, .appearance, compared, stale, &changes)
    case .scale:
      let before = Self.reset(&presentation.scale, &spare.scale, model.scale, mode, stale)
      run(entry, mode, time, position, storage)
      Self.mark(presentation.scale, before, [.motion, .transform], compared, stale, &changes)
    case .foregroundColour:
      let before = Self.reset(
        &presentation.foregroundColour, &spare.foregroundColour, model.foregroundColour, mode, stale
      )
      run(entry, mode, time, position, storage)
      Self.mark(presentation.foregroundColour, before, .appearance, compared, stale, &changes)
    case .backgroundColour:
      let before = Self.reset(
        &presentation.backgroundColour, &spare.backgroundColour, model.backgroundColour, mode, stale
      )
      run(entry, mode, time, position, storage)
      Self.mark(presentation.backgroundColour, before, .appearance, compared, stale, &changes)
    case .symbol:
      let before = Self.reset(
        &presentation.symbolIndex, &spare.symbolIndex, model.symbolIndex, mode, stale)
      run(entry, mode, time, position, storage)
      Self.mark(presentation.symbolIndex, before, .symbol, compared, stale, &changes)
    case .zIndex:
      let before = Self.reset(&presentation.zIndex, &spare.zIndex, model.zIndex, mode, stale)
      run(entry, mode, time, position, storage)
      Self.mark(presentation.zIndex, before, .order, compared, stale, &changes)
    case .hidden:
      let before = Self.reset(&presentation.isHidden, &spare.isHidden, model.isHidden, mode, stale)
      run(entry, mode, time, position, storage)
      Self.mark(presentation.isHidden, before, .appearance, compared, stale, &changes)
    }
  }

  /// How `entry`'s property is brought up to date: its stale glyphs alone, unless `whole`;
  /// whole, afresh where its first track builds the array, from its leading tracks where they
  /// pay and leave few glyphs to copy the model to, else over a copy of the model.
  private func refreshMode(_ entry: Property, _ whole: Bool) -> Refresh {
    guard whole else { return .stale }
    if timeline.tracks[entry.tracks[0]].initialises { return .afresh }
    let leads = entry.hasLeads && (entry.leadingPays || leadsEveryProperty)
    return leads && entry.rest.count < ledBelow ? .led : .inPlace
  }

  /// How a property is brought up to date.
  private enum Refresh {
    /// The stale glyphs alone, in place.
    case stale
    /// Every glyph, into a fresh array its first track builds (`CompiledTrack.initialises`).
    case afresh
    /// Every glyph, in place over the model's values.
    case inPlace
    /// Every glyph, in place: the model's values copied only to the glyphs some track and no
    /// leading track targets (`Property.rest`), where the leading tracks give the glyphs they
    /// leave alone their model values.
    case led
  }

  /// The values before: the stale glyphs' in `array`, in `stale`'s order, each then put back
  /// to the model; or the array, which then holds the model's values (`.inPlace`: the buffer
  /// `spare` kept for it, filled with them; `.led`: that buffer, given them only at the glyphs
  /// in `stale`, here the property's `rest`, its untargeted glyphs holding them already) or is
  /// the model's (`.afresh`).
  private static func reset<Element>(
    _ array: inout [Element], _ spare: inout [Element], _ model: [Element], _ mode: Refresh,
    _ stale: [Int32]
  ) -> [Element] {
    if mode == .afresh {
      defer { array = model }
      return array
    }
    if mode == .led {
      spare.withUnsafeMutableBufferPointer { spare in
        model.withUnsafeBufferPointer { model in
          for glyph in stale { spare[Int(glyph)] = model[Int(glyph)] }
        }
      }
      swap(&array, &spare)
      return spare
    }
    if mode == .inPlace {
      // Into a buffer kept for it (copied from the model's the first time only), where letting
      // the first track copy the model's array was a copy and an allocation a frame.
      spare.withUnsafeMutableBufferPointer { spare in
        model.withUnsafeBufferPointer {
          spare.baseAddress!.update(from: $0.baseAddress!, count: $0.count)
        }
      }
      swap(&array, &spare)
      return spare
    }
    var before: [Element] = []
    before.reserveCapacity(stale.count)
    array.withUnsafeMutableBufferPointer { values in
      model.withUnsafeBufferPointer { model in
        for glyph in stale {
          before.append(values[Int(glyph)])
          values[Int(glyph)] = model[Int(glyph)]
        }
      }
    }
    return before
  }

  /// Runs the property's tracks, in order, over their target slots whose glyphs are stale, or
  /// over all of them.
  private mutating func run(
    _ entry: Property, _ mode: Refresh, _ time: Double, _ position: Double,
    _ storage: Timeline.Storage
  ) {
    let timeline = self.timeline
    var slots = self.slots
    self.slots = []
    defer { self.slots = slots }
    if mode != .stale {
      for (index, leads) in zip(entry.tracks, entry.leads) {
        // A track that leaves its glyphs alone outside their windows changes only those whose
        // windows are open, where few are: run over them alone, it writes what it would run
        // over all (a track that builds the array, or gives the glyphs it leaves alone their
        // model values, writes every glyph).
        let keepsModel = mode == .led && leads
        let builds = (mode == .afresh && timeline.tracks[index].initialises) || keepsModel
        if !builds && windows.silentOutside[index] {
          let count = timeline.tracks[index].targets?.count ?? presentation.count
          if let open = windows.openSlots(index, at: time, limit: count / 8, into: &slots) {
            write(index, slots[..<open])
            continue
          }
        }
        timeline.write(
          timeline.tracks[index], time, position, storage, &presentation, selected: nil,
          inPlace: mode != .afresh, keepingModel: keepsModel)
      }
      return
    }
    // Few stale glyphs among many targets: their slots are looked up, all tracks' at once
    // (`Property.glyphSlots`), rather than every target visited to find them. A slot looked up
    // costs about what visiting eight targets does (callgrind: matrix, beams, rain).
    let byGlyph =
      !entry.glyphSlots.isEmpty && (looksUpSlots ?? (stale.count &* 8 < entry.glyphSlots.count))
    var starts: [Int32] = []
    if byGlyph { starts = entry.staleSlots(stale, into: &slots) }
    for (place, index) in entry.tracks.enumerated() {
      if let targets = timeline.tracks[index].targets {
        if byGlyph {
          write(index, slots[Int(starts[place])..<Int(starts[place + 1])])
          continue
        }
        slots.removeAll(keepingCapacity: true)
        isStale.withUnsafeBufferPointer { isStale in
          let first = storage.targets.baseAddress! + targets.lowerBound
          for k in 0..<targets.count where isStale[Int(first[k])] { slots.append(Int32(k)) }
        }
        write(index, slots[...])
      } else {
        // A track with no targets has a slot for each glyph, numbered as the glyph is.
        write(index, stale[...])
      }
    }
    // The track is read where it lies: a copy of it (its timing, easing and evaluator) was a
    // memcpy per track a frame, 189,000 of them on matrix over 200x50.
    func write(_ index: Int, _ selected: ArraySlice<Int32>) {
      guard !selected.isEmpty else { return }
      selected.withUnsafeBufferPointer { selected in
        timeline.tracks.withUnsafeBufferPointer { tracks in
          timeline.write(tracks[index], time, position, storage, &presentation, selected: selected)
        }
      }
    }
  }
}
