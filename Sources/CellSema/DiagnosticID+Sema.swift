import CellCatalog
import CellDiagnostics

extension DiagnosticID {
    /// A subview kind the catalog does not know.
    public static let unknownViewKind = DiagnosticID("unknown-view-kind")
    /// A property the view kind or template does not have.
    public static let unknownProperty = DiagnosticID("unknown-property")
    /// A value of the wrong type for its property.
    public static let typeMismatch = DiagnosticID("type-mismatch")
    /// A value of the right type but out of range.
    public static let invalidValue = DiagnosticID("invalid-value")
    /// A property set twice in one block.
    public static let duplicateProperty = DiagnosticID("duplicate-property")
    /// Two outlets with one name in a template.
    public static let duplicateOutlet = DiagnosticID("duplicate-outlet")
    /// Two templates with one class name in a file.
    public static let duplicateClass = DiagnosticID("duplicate-class")
    /// Two cells with one reuse identifier in a file.
    public static let duplicateReuseIdentifier = DiagnosticID("duplicate-reuse-identifier")
    /// Two constants or two styles with one name.
    public static let duplicateDeclaration = DiagnosticID("duplicate-declaration")
    /// A name that resolves to nothing: an outlet, a constant, a style.
    public static let unknownName = DiagnosticID("unknown-name")
    /// A name the generated Swift or the language reserves.
    public static let reservedName = DiagnosticID("reserved-name")
    /// Frame expressions that depend on each other in a cycle.
    public static let layoutCycle = DiagnosticID("layout-cycle")
    /// A frame that falls outside its parent at the template's nominal size.
    public static let frameOutsideParent = DiagnosticID("frame-outside-parent")
    /// A view with no frame, which lays out at zero size.
    public static let missingFrame = DiagnosticID("missing-frame")
    /// A property used where it does not apply, such as `frame` on a view a stack view arranges.
    public static let misplacedProperty = DiagnosticID("misplaced-property")
    /// A constant division by zero.
    public static let divisionByZero = DiagnosticID("division-by-zero")
    /// A template's `owner` that is not a Swift type name.
    public static let invalidOwner = DiagnosticID("invalid-owner")
    /// Two templates of one file with different owners, which no nib can load together (it has one File's Owner).
    public static let conflictingOwner = DiagnosticID("conflicting-owner")
    /// A subview's `customClass` that is not a Swift type name, names a class CellKit or the file already has, or
    /// is used with two kinds.
    public static let invalidCustomClass = DiagnosticID("invalid-custom-class")

    /// A button or image view that shows only an image and has no accessibility label, which VoiceOver cannot
    /// describe (Xcode's accessibility audit: "Element has no description").
    public static let missingAccessibilityLabel = DiagnosticID("missing-accessibility-label")

    /// A label's or button's layer shadow colour or offset without a `shadowOpacity` above 0, so no shadow shows,
    /// where UIKit's names for the text's shadow were probably meant.
    public static let invisibleShadow = DiagnosticID("invisible-shadow")

    /// A frame's `auto`, or `fittingWidth`/`fittingHeight`, of a view whose kind has no content size to fit.
    public static let noContentSize = DiagnosticID("no-content-size")

    /// Every identifier the checker reports, for uniqueness tests and documentation.
    public static let semaIDs: [DiagnosticID] = [
        .unknownViewKind, .unknownProperty, .typeMismatch, .invalidValue, .duplicateProperty, .duplicateOutlet,
        .duplicateClass, .duplicateReuseIdentifier, .duplicateDeclaration, .unknownName, .reservedName, .layoutCycle,
        .frameOutsideParent, .missingFrame, .misplacedProperty, .divisionByZero, .invalidOwner,
        .missingAccessibilityLabel,
        .conflictingOwner, .invalidCustomClass, .noContentSize, .invisibleShadow,
    ]
}
