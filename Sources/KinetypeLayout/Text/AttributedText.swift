import KinetypeCore

/// Text with attributes on ranges, as the readers decode it.
///
/// The only way to make one is through `AttributedTextBuilder` (which every reader uses), so
/// the string never holds a control character other than line feed, nor an escape sequence.
/// Attribute runs are keyed by UTF-8 offset: a grapheme cluster takes the attributes of its
/// first scalar, which stays well defined even when a combining mark with other attributes
/// joins the cluster before it.
public struct AttributedText: Hashable, Sendable {
  /// One stretch of text with the same attributes, as a range of UTF-8 offsets into `string`.
  public struct Run: Hashable, Sendable {
    public var utf8Range: Range<Int>
    public var attributes: TextAttributes
  }

  /// The decoded text: no C0/C1 controls except `\n`, no DEL, tabs already expanded.
  public let string: String
  /// Runs in order, covering `string`'s UTF-8 without gaps; adjacent runs differ.
  public let runs: [Run]

  init(string: String, runs: [Run]) {
    self.string = string
    self.runs = runs
  }

  /// Plain text read with the plain reader's rules (controls dropped, tabs expanded).
  public init(plain text: String, attributes: TextAttributes = .plain) {
    var builder = AttributedTextBuilder()
    builder.attributes = attributes
    builder.append(text)
    self = builder.build()
  }

  /// The empty text.
  public static let empty = AttributedText(string: "", runs: [])

  /// The attributes at a UTF-8 offset (the last run's past the end; plain when empty).
  public func attributes(atUTF8Offset offset: Int) -> TextAttributes {
    var low = 0
    var high = runs.count
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].utf8Range.upperBound <= offset { low = mid + 1 } else { high = mid }
    }
    return low < runs.count ? runs[low].attributes : (runs.last?.attributes ?? .plain)
  }
}

extension AttributedText {
  /// The same text with every foreground, background, fill and stroke colour set back to the
  /// terminal's default: the input's colours ignored (`--existing-colors ignore`). Other
  /// attributes (bold, links, kern, …) stay.
  public func removingColours() -> AttributedText {
    var result: [Run] = []
    for var run in runs {
      run.attributes.style.foreground = .default
      run.attributes.style.background = .default
      run.attributes.fill = nil
      run.attributes.stroke = nil
      run.attributes.strikethroughColour = nil
      if let last = result.last, last.attributes == run.attributes {
        result[result.count - 1].utf8Range = last.utf8Range.lowerBound..<run.utf8Range.upperBound
      } else {
        result.append(run)
      }
    }
    return AttributedText(string: string, runs: result)
  }
}
