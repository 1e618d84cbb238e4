/// The command line every example takes: `NAME [--svg FILE] [--assets DIR]`.
public struct ExampleOptions: Sendable, Equatable {
    /// Where to write the picture of the screens, if anywhere.
    public var svgPath: String?
    /// The folder of image files the picture embeds; the images of the others are drawn as placeholders.
    public var assetsPath: String?

    /// The folder the examples' images are in, relative to the package, used when `--assets` is not given.
    public static let defaultAssetsPath = "Examples/Assets"

    /// Creates options.
    public init(svgPath: String? = nil, assetsPath: String? = nil) {
        self.svgPath = svgPath
        self.assetsPath = assetsPath
    }

    /// Reads the options from the arguments after the program's name.
    public static func parse(_ arguments: some Sequence<String>) throws(ExampleUsageError) -> ExampleOptions {
        var options = ExampleOptions()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--svg", "--assets":
                guard let value = iterator.next(), !value.isEmpty, !value.hasPrefix("--") else {
                    throw ExampleUsageError(message: "'\(argument)' needs a value")
                }
                let previous = argument == "--svg" ? options.svgPath : options.assetsPath
                guard previous == nil else {
                    throw ExampleUsageError(message: "'\(argument)' is given twice")
                }
                if argument == "--svg" {
                    options.svgPath = value
                } else {
                    options.assetsPath = value
                }
            case "-h", "--help":
                throw ExampleUsageError(message: nil)
            default:
                throw ExampleUsageError(message: "unknown argument '\(argument)'")
            }
        }
        return options
    }
}
