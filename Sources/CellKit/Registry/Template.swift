/// A view class generated from a template in a `.cell` file: it can be made by name with no arguments.
@MainActor
public protocol Template: View {
    /// The class name as written in the `.cell` file, which the registry and archives know the class by.
    static var templateName: String { get }

    /// Creates the view with the template's subviews and properties, ending with `awakeFromNib()`.
    init()
}
