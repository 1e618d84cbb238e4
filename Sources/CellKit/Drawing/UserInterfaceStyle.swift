/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, without `unspecified`: a trait collection always has
/// one, and an override of nil inherits).
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}
