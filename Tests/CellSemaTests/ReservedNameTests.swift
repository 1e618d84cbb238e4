import CellDiagnostics
import CellSema
import Testing

/// Outlet and class names the generated Swift cannot take.
@Suite("Reserved names")
struct ReservedNameTests {
    /// A view template with one outlet of `name`, its name marked `1️⃣`.
    private func source(keyword: String, outlet name: String) -> CheckedSource {
        CheckedSource(
            """
            \(keyword) T {
                Label 1️⃣\(name) {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
    }

    @Test("'parent' cannot name an outlet, since frames use it for the enclosing view")
    func parentOutlet() {
        let source = source(keyword: "cell", outlet: "parent")
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        source.expect(
            diagnostic, message: "'parent' is reserved and cannot name an outlet",
            notes: [("'parent' means the enclosing view in frame expressions", nil)])
    }

    @Test("Swift's 'self' and its like cannot name an outlet", arguments: ["self", "super", "init", "Self"])
    func swiftNames(_ name: String) {
        let source = source(keyword: "view", outlet: name)
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        source.expect(diagnostic, message: "'\(name)' cannot name an outlet in Swift")
    }

    @Test(
        "an outlet may not hide a member its class inherits from View",
        arguments: [("cell", "frame"), ("view", "frame"), ("view", "tag"), ("cell", "backgroundColor")])
    func viewMembers(keyword: String, name: String) {
        let source = source(keyword: keyword, outlet: name)
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        let base = keyword == "cell" ? "TableViewCell" : "View"
        let renamed = "my" + name.prefix(1).uppercased() + name.dropFirst()
        source.expect(
            diagnostic, message: "outlet '\(name)' would hide the member '\(name)' of '\(base)'",
            notes: [("rename the outlet, for example '\(renamed)'", nil)])
    }

    @Test(
        "a cell's outlet may not hide a member of TableViewCell",
        arguments: ["contentView", "reuseIdentifier", "accessoryView", "isSelected"])
    func cellMembers(_ name: String) {
        let source = source(keyword: "cell", outlet: name)
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        #expect(diagnostic?.message == "outlet '\(name)' would hide the member '\(name)' of 'TableViewCell'")
    }

    @Test(
        "a cell's outlet may take the place of its built-in image view or labels, as in UIKit",
        arguments: [("ImageView", "imageView"), ("Label", "textLabel"), ("Label", "detailTextLabel")])
    func builtInViewOutlets(kind: String, name: String) throws {
        let source = CheckedSource("cell T {\n    \(kind) \(name) {\n        frame = (0, 0, 10, 10)\n    }\n}\n")
        source.expectNoDiagnostics()
        #expect(try source.template().views.map(\.outlet) == [name])
    }

    @Test(
        "an outlet in place of a cell's built-in view must be of its kind",
        arguments: [("Button", "imageView", "ImageView"), ("ImageView", "textLabel", "Label")])
    func builtInViewOutletOfAnotherKind(kind: String, name: String, builtIn: String) {
        let source = CheckedSource("cell T {\n    \(kind) 1️⃣\(name) {\n        frame = (0, 0, 10, 10)\n    }\n}\n")
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        let renamed = "my" + name.prefix(1).uppercased() + name.dropFirst()
        source.expect(
            diagnostic,
            message: "outlet '\(name)' takes the place of the cell's built-in '\(name)', so it must be a '\(builtIn)', "
                + "not a '\(kind)'",
            notes: [("rename the outlet, for example '\(renamed)'", nil)])
    }

    @Test("a collection-view cell has no built-in image view, so 'imageView' is an outlet like any other there")
    func collectionCellImageView() {
        let source = CheckedSource(
            "collectionCell T {\n    ImageView imageView {\n        frame = (0, 0, 10, 10)\n    }\n}\n")
        source.expectNoDiagnostics()
    }

    @Test(
        "a view template does not inherit TableViewCell, so its outlets may take a cell's member names",
        arguments: ["contentView", "imageView", "textLabel"])
    func viewMayUseCellMembers(_ name: String) throws {
        let source = source(keyword: "view", outlet: name)
        source.expectNoDiagnostics()
        #expect(try source.template().views.map(\.outlet) == [name])
    }

    @Test("other Swift keywords may name an outlet; the generated Swift escapes them", arguments: ["default", "class"])
    func otherKeywords(_ name: String) {
        source(keyword: "cell", outlet: name).expectNoDiagnostics()
    }

    @Test(
        "a class may not take the name of a type the generated Swift names unqualified",
        arguments: ["CellKit", "String", "Double", "Self"])
    func reservedClassName(_ name: String) {
        let source = CheckedSource("cell 1️⃣\(name) {\n}\n")
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        source.expect(
            diagnostic, message: "class name '\(name)' is reserved",
            notes: [("'\(name)' names a type the generated Swift uses; choose another name", nil)])
    }

    @Test(
        "a class may take the name of a CellKit type: the generated Swift qualifies CellKit's",
        arguments: [
            ("cell", "TableViewCell"), ("view", "Label"), ("view", "View"), ("cell", "Rect"), ("view", "Color"),
        ])
    func cellKitTypeNameAsClass(keyword: String, name: String) {
        CheckedSource("\(keyword) \(name) {\n}\n").expectNoDiagnostics()
    }

    @Test(
        "an outlet may take the name of a method, a static member or a nested type of its base class, as in UIKit",
        arguments: [
            ("cell", "layoutIfNeeded"), ("cell", "addSubview"), ("cell", "setSelected"), ("cell", "value1Gap"),
            ("cell", "prepareForReuse"), ("cell", "CellStyle"), ("view", "sizeToFit"), ("view", "point"),
            ("cell", "Label"), ("view", "TableViewCell"),
        ])
    func methodNamesAsOutlets(keyword: String, name: String) {
        source(keyword: keyword, outlet: name).expectNoDiagnostics()
    }

    @Test(
        "an outlet may not take the name of a UIKit property CellKit does not have yet",
        arguments: [("view", "layer"), ("view", "tintColor"), ("cell", "indentationLevel"), ("cell", "accessoryView")])
    func uikitPropertyNames(keyword: String, name: String) {
        source(keyword: keyword, outlet: name).expectOnlyError(.reservedName, at: "1️⃣")
    }

    @Test("a class may not take the name of another template's actions protocol")
    func actionsProtocolName() {
        let source = CheckedSource(
            """
            cell Gallery {
                Button more {
                    frame = (0, 0, 10, 10)
                    action = nextPressed
                }
            }
            view 1️⃣GalleryActions {
            }
            """)
        source.expectOnlyError(.reservedName, at: "1️⃣")
    }

    @Test("'parent' cannot name a constant")
    func parentConstant() {
        let source = CheckedSource("let 1️⃣parent = 3\n")
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        source.expect(diagnostic, message: "'parent' is reserved and cannot name a constant")
    }

    @Test(
        "Swift's 'self' and its like cannot name an action method",
        arguments: ["self", "init", "Type", "Self", "super"])
    func swiftNamesAsActions(_ name: String) {
        let source = CheckedSource(
            """
            cell C {
                Button more {
                    frame = (0, 0, 10, 10)
                    action = 1️⃣\(name)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        source.expect(diagnostic, message: "'\(name)' cannot name an action method in Swift")
        #expect(source.checked.templates.first?.actions == [])
    }
}
