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
    }
  }
}
