/// A step of an example's scenario that did not happen as the user expects: a row not on screen, a tap that pushed
/// nothing. The scenario stops with it rather than record a screen or a line about a step that did not happen.
public struct ScenarioError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates the error with its description.
    public init(_ description: String) {
        self.description = description
    }
}
