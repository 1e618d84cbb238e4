/// A step of the fruit list's scenario that did not happen as the user expects, such as a tap that pushed nothing.
public struct FruitScenarioError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates the error with its description.
    public init(_ description: String) {
        self.description = description
    }
}
