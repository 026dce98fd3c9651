extension LivePresentation {
  /// An animated property as a live presentation works it out: the tracks writing it, which
  /// of them lead, and the glyphs that need the model's value before they run.
  ///
  /// A property worked out whole over the kept `spare` buffer needs the model's value under
  /// every glyph its tracks may leave alone, which was a copy of the whole array (on rings, a
  /// tenth of the instructions). Two things spare most of it:
  /// - a glyph no track of the property targets holds the model's value in both buffers from
  ///   the start, and nothing ever writes it;
  /// - a track that is not additive and is the first of the property's to target each of its
  ///   glyphs leads: run giving the glyphs it leaves alone their model values
  ///   (`Timeline.write(keepingModel:)`), as a track that `initialises` a fresh array does, it
  ///   writes each of them whatever they held.
  /// So only the glyphs some track targets and no leading track does (`rest`) take the model's
  /// values first. Which tracks lead is a matter of targets alone, the same at every time.
  struct Property {
    let property: AnimatableProperty
    /// Indices in `Timeline.tracks`, in order.
    let tracks: [Int]
    /// Whether each of `tracks` leads.
    let leads: [Bool]
    /// Whether some track leads.
    let hasLeads: Bool
    /// Whether leading pays: a lead saves copying its glyphs' values but gives each glyph it
    /// leaves alone the model's value one by one, which costs more than copying values
    /// narrower than a vector (opacity, symbols, z, hidden; callgrind on matrix).
    let leadingPays: Bool
    /// The glyphs some track targets and no leading track does, ascending.
    let rest: [Int32]
    /// The glyphs some track targets, ascending, or `nil` when that is every glyph: worked out
    /// whole, only these can have changed (the others hold the model's value throughout), so
    /// only these are compared (rings' colours: 1,650 ring members of 10,000 glyphs).
    let targeted: [Int32]?
    /// Each glyph's target slots in the property's tracks that have targets, in track order,
    /// then slot order: glyph g's are `glyphSlots[glyphSlotStarts[g]..<glyphSlotStarts[g + 1]]`
    /// (both empty when no track has targets).
    let glyphSlotStarts: [Int32]
    /// (One per target of those tracks: their targets together number `glyphSlots.count`.)
    let glyphSlots: [GlyphSlot]

    /// A target slot: a track's position in `tracks`, and a slot of it.
    struct GlyphSlot {
      var track: Int32
      var slot: Int32
    }

    init(_ property: AnimatableProperty, _ tracks: [Int], _ timeline: Timeline) {
      self.property = property
      self.tracks = tracks
      let count = timeline.glyphs.count
      var targeted = Array(repeating: false, count: count)
      var led = Array(repeating: false, count: count)
      var leads: [Bool] = []
      for index in tracks {
        let track = timeline.tracks[index]
        let glyphs = track.targets.map { timeline.targets[$0].map { Int($0) } } ?? Array(0..<count)
        // A glyph targeted twice, by an earlier track or by this one, is not led.
        var isLeading = !track.isAdditive
        for glyph in glyphs {
          if targeted[glyph] { isLeading = false }
          targeted[glyph] = true
        }
        if isLeading { for glyph in glyphs { led[glyph] = true } }
        leads.append(isLeading)
      }
      self.leads = leads
      hasLeads = leads.contains(true)
      switch property {
      case .offset, .scale, .foregroundColour, .backgroundColour: leadingPays = true
      case .opacity, .rotation, .symbol, .zIndex, .hidden: leadingPays = false
      }
      rest = led.indices.filter { targeted[$0] && !led[$0] }.map { Int32($0) }
      let touched = targeted.indices.filter { targeted[$0] }
      self.targeted = touched.count < count ? touched.map { Int32($0) } : nil
      (glyphSlotStarts, glyphSlots) = Self.glyphSlots(tracks, timeline)
    }

    /// The slots of `stale` glyphs in each of the tracks with targets, gathered into `slots`
    /// track by track: the track at position p in `tracks` has
    /// `slots[starts[p]..<starts[p + 1]]`, returned as `starts`. A glyph's slots in a track come
    /// in slot order, the glyphs in `stale`'s order (each slot is worked out on its own).
    func staleSlots(_ stale: [Int32], into slots: inout [Int32]) -> [Int32] {
      var starts = Array(repeating: Int32(0), count: tracks.count + 1)
      // Through buffers: each subscript of an array was a bounds check and, for those written,
      // a uniqueness check, three or four a slot (a twentieth of decrypt's recording when it
      // is sampled as often as TTE samples its own).
      glyphSlotStarts.withUnsafeBufferPointer { glyphStarts in
        glyphSlots.withUnsafeBufferPointer { glyphSlots in
          stale.withUnsafeBufferPointer { stale in
            let glyphStarts = glyphStarts.baseAddress!
            let glyphSlots = glyphSlots.baseAddress!
            let total = starts.withUnsafeMutableBufferPointer { starts in
              let counts = starts.baseAddress! + 1
              var total = 0
              for glyph in stale {
                let first = Int(glyphStarts[Int(glyph)])
                let end = Int(glyphStarts[Int(glyph) &+ 1])
                for found in first..<end { counts[Int(glyphSlots[found].track)] &+= 1 }
                total &+= end &- first
              }
              for place in 0..<(starts.count &- 1) { starts[place &+ 1] &+= starts[place] }
              return total
            }
            slots.removeAll(keepingCapacity: true)
            slots.append(contentsOf: repeatElement(0, count: total))
            var next = starts
            slots.withUnsafeMutableBufferPointer { slots in
              next.withUnsafeMutableBufferPointer { next in
                let (slots, next) = (slots.baseAddress!, next.baseAddress!)
                for glyph in stale {
                  let first = Int(glyphStarts[Int(glyph)])
                  let end = Int(glyphStarts[Int(glyph) &+ 1])
                  for found in first..<end {
                    let slot = glyphSlots[found]
                    slots[Int(next[Int(slot.track)])] = slot.slot
                    next[Int(slot.track)] &+= 1
                  }
                }
              }
            }
          }
        }
      }
      return starts
    }

    /// `glyphSlotStarts` and `glyphSlots` of `tracks`: their targets sorted by glyph (a
    /// counting sort), each glyph's in track order, then slot order.
    private static func glyphSlots(_ tracks: [Int], _ timeline: Timeline) -> (
      [Int32], [GlyphSlot]
    ) {
      guard tracks.contains(where: { timeline.tracks[$0].targets != nil }) else { return ([], []) }
      var starts = Array(repeating: Int32(0), count: timeline.glyphs.count + 1)
      for index in tracks {
        guard let targets = timeline.tracks[index].targets else { continue }
        for glyph in timeline.targets[targets] { starts[Int(glyph) + 1] += 1 }
      }
      for glyph in 0..<timeline.glyphs.count { starts[glyph + 1] += starts[glyph] }
      var next = starts
      var slots = Array(
        repeating: GlyphSlot(track: 0, slot: 0), count: Int(starts[timeline.glyphs.count]))
      for (position, index) in tracks.enumerated() {
        guard let targets = timeline.tracks[index].targets else { continue }
        for (k, glyph) in timeline.targets[targets].enumerated() {
          slots[Int(next[Int(glyph)])] = GlyphSlot(track: Int32(position), slot: Int32(k))
          next[Int(glyph)] += 1
        }
      }
      return (starts, slots)
    }
  }
}
