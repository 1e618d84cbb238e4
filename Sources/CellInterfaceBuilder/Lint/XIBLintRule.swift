import CellDiagnostics

/// One check of `cellc lint`: a problem users of a xib meet at run time, each with the diagnostic identifier it
/// reports under and the name `--disable` turns it off by.
public enum XIBLintRule: String, CaseIterable, Sendable {
    /// A cell with no reuse identifier: a table registering its nib must give one in code, and a storyboard-style
    /// `dequeueReusableCell(withIdentifier:)` of the class's name finds nothing.
    case missingReuseIdentifier = "missing-reuse-identifier"
    /// A cell whose reuse identifier is there and empty: no `dequeueReusableCell(withIdentifier:)` can name it.
    case emptyReuseIdentifier = "empty-reuse-identifier"
    /// An outlet or action whose destination (or source) is no object of the file: loading the nib raises
    /// "this class is not key value coding-compliant" or connects nothing.
    case danglingConnection = "dangling-connection"
    /// A custom class with no module: a Swift class is then looked up in no module and is "Unknown class X in
    /// Interface Builder file." at run time (an Objective-C class needs none, so the rule can be turned off).
    case customClassWithoutModule = "custom-class-without-module"
    /// An id given to two objects of the file, which Interface Builder never writes: a merge conflict resolved
    /// by hand, and connections to it may go to either.
    case duplicateObjectID = "duplicate-object-id"
    /// A button that shows only an image and has no accessibility label: VoiceOver reads it as nothing useful.
    case imageOnlyButton = "image-only-button"
    /// A view whose constraints put it elsewhere than the file draws it: Interface Builder's "misplaced view",
    /// which moves when the cell lays out.
    case misplacedView = "misplaced-view"
    /// A view whose required constraints do not determine its frame on an axis: Auto Layout picks one, which
    /// Interface Builder warns of as ambiguous.
    case ambiguousConstraints = "ambiguous-constraints"
    /// An image or named colour the file uses that the asset catalog given to `--assets` lacks: it loads as nil.
    case missingAsset = "missing-asset"

    /// The diagnostic identifier the rule reports under: its name.
    public var id: DiagnosticID { DiagnosticID(rawValue) }

    /// How serious a finding is: an error where loading the nib goes wrong, a warning where the file works but
    /// surprises.
    public var severity: Severity {
        switch self {
        case .danglingConnection, .duplicateObjectID: .error
        case .missingReuseIdentifier, .emptyReuseIdentifier, .customClassWithoutModule, .imageOnlyButton,
            .missingAsset, .misplacedView, .ambiguousConstraints:
            .warning
        }
    }
}
