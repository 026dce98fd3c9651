import KinetypeAnimation
import KinetypeCore

/// A tag on the picture: a dot at a place, texts, a style, and the animations it is in.
///
/// The place is proportional, fractions of the picture's width and height, so a tag keeps
/// its place on the picture whatever the terminal's size. Animations are stored as the times
/// they began and evaluated when a frame is drawn (`TagScene.presented(_:at:)`).
struct Tag: Hashable, Sendable {
  /// A change of style in progress: the style before it, and when it began.
  struct StyleChange: Hashable, Sendable {
    var from: Int
    var time: Double
  }

  /// Stays the same for the tag's life: how events and tests name it.
  var id: Int
  /// Where the dot is: x and y as fractions (0…1) of the picture's width and height.
  var position: Point
  /// The texts, one to three, top first; `name: value` texts show the name dimmer.
  var texts: [String]
  /// The style's place in `TagStyleBook.styles`.
  var style: Int
  /// When the tag appeared: its show sequence began then.
  var created: Double
  var styleChange: StyleChange?
  /// When it was deleted: its hide sequence began then, and the tag goes when that ends.
  var deleted: Double?
}
