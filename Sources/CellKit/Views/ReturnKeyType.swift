/// The title of a keyboard's return key (UIKit's `UIReturnKeyType`).
public enum ReturnKeyType: String, Sendable, Hashable, CaseIterable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google", for a search.
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo", for a search.
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}
