import Testing

/// Every end-to-end test, one at a time: the player's pacing is under test, and two debug
/// players drawing at 60 fps on a two-core machine would starve each other.
@Suite(.serialized) enum EndToEnd {}
