import CellDiagnostics
import CellSema
import Testing

/// A template's `owner`: the class its nib's outlets are connected on, which must be a Swift type name.
@Suite("Owner")
struct OwnerTests {
    private static let rule =
        "the owner is the class the nib's outlets are connected on, such as \"GalleryViewController\"; its name is "
        + "a letter or '_' followed by letters, digits or '_'"

    @Test("a cell or a view names its owner class; the IR keeps it", arguments: ["cell", "view"])
    func validOwner(_ keyword: String) throws {
        let source = CheckedSource(
            """
            \(keyword) Detail {
                owner = "DetalleGaleriaViewController"
                Label title {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.owner == "DetalleGaleriaViewController")
        #expect(template.ownerRange.map { source.text.utf8.dropFirst($0.start).starts(with: "\"Detalle".utf8) } == true)
    }

    @Test("a template without an owner has none")
    func noOwner() throws {
        let source = CheckedSource("view Detail {\n}\n")
        source.expectNoDiagnostics()
        #expect(try source.template().owner == nil)
    }

    @Test("an owner from a string constant")
    func ownerFromConstant() throws {
        let source = CheckedSource("let controller = \"_Controller2\"\nview Detail {\n    owner = controller\n}\n")
        source.expectNoDiagnostics()
        #expect(try source.template().owner == "_Controller2")
    }

    @Test(
        "an owner that is not a Swift type name is an invalid-owner error at the string",
        arguments: [
            ("", "the owner's class name cannot be empty"),
            ("My Controller", "the owner 'My Controller' is not a Swift type name"),
            ("1Controller", "the owner '1Controller' is not a Swift type name"),
            ("Module.Controller", "the owner 'Module.Controller' is not a Swift type name"),
            ("Contrôleur", "the owner 'Contrôleur' is not a Swift type name"),
            ("Controller?", "the owner 'Controller?' is not a Swift type name"),
            ("class", "the owner 'class' is a Swift keyword, not a type name"),
            ("Self", "the owner 'Self' is a Swift keyword, not a type name"),
            ("_", "the owner '_' is a Swift keyword, not a type name"),
        ])
    func invalidOwner(name: String, message: String) throws {
        let source = CheckedSource("cell C {\n    owner = 1️⃣\"\(name)\"\n}\n")
        let diagnostic = source.expectOnlyError(.invalidOwner, at: "1️⃣")
        source.expect(diagnostic, message: message, notes: [(OwnerTests.rule, nil)])
        #expect(try source.template().owner == nil)
    }

    @Test("an owner that is not a string is a type mismatch")
    func ownerOfTheWrongType() {
        let source = CheckedSource("view V {\n    owner = 1️⃣12\n}\n")
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(diagnostic, message: "'owner' takes a string, found a number")
    }

    @Test("an owner given twice is a duplicate property")
    func duplicateOwner() {
        let source = CheckedSource("view V {\n    owner = \"A\"\n    1️⃣owner = \"B\"\n}\n")
        source.expectOnlyError(.duplicateProperty, at: "1️⃣")
    }

    @Test("an owner may not take the name of the protocol cellc generates for it")
    func ownerNamedLikeItsProtocol() {
        let source = CheckedSource("view Detail {\n    owner = 1️⃣\"DetailOwner\"\n}\n")
        let diagnostic = source.expectOnlyError(.invalidOwner, at: "1️⃣")
        source.expect(
            diagnostic,
            message: "the owner 'DetailOwner' has the name of the protocol cellc generates for the owner of 'Detail'",
            notes: [("the owner class adopts 'DetailOwner'; rename the class", nil)])
    }

    @Test("a class may not take the name of another template's owner protocol")
    func classNamedLikeAnOwnerProtocol() {
        let source = CheckedSource(
            """
            view Detail {
                owner = "Controller"
            }
            cell 1️⃣DetailOwner {
            }
            """)
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        source.expect(diagnostic, message: "class name 'DetailOwner' collides with the owner protocol of 'Detail'")
    }

    @Test("'owner' is misspelt: a did-you-mean names it among the template's properties")
    func misspeltOwner() {
        let source = CheckedSource("view V {\n    1️⃣ownr = \"A\"\n}\n")
        let diagnostic = source.expectOnlyError(.unknownProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown property 'ownr' on view 'V'", notes: [("did you mean 'owner'?", nil)])
    }

    @Test(
        "outlets may not take the names of the members the nib support generates",
        arguments: [
            "templateSchema", "connectAction", "connectOutlets", "runtimeAttributeErrors", "applyRuntimeAttributes",
            "connectCustomViewOutlets",
        ])
    func generatedMembers(_ name: String) {
        let source = CheckedSource("view V {\n    Label 1️⃣\(name) {\n        frame = (0, 0, 1, 1)\n    }\n}\n")
        source.expectOnlyError(.reservedName, at: "1️⃣")
    }

    @Test(
        "classes may take the names of the nib types, which the generated Swift qualifies",
        arguments: ["NibDecoder", "NibError", "Nib"])
    func nibTypeNames(_ name: String) {
        CheckedSource("view \(name) {\n}\n").expectNoDiagnostics()
    }

    @Test("two templates with different owners are an error at the second, with a note at the first")
    func conflictingOwners() {
        let source = CheckedSource(
            """
            cell A {
                owner = 1️⃣"ListController"
            }
            view B {
            }
            view C {
                owner = 2️⃣"DetailController"
            }
            view D {
                owner = "ListController"
            }
            """)
        let diagnostic = source.expectOnlyError(.conflictingOwner, at: "2️⃣")
        source.expect(
            diagnostic, message: "the owner 'DetailController' of 'C' differs from the owner 'ListController' of 'A'",
            notes: [
                ("'A' names its owner here", "1️⃣"),
                ("a nib has one File's Owner; move one template to a file of its own", nil),
            ])
    }
}

/// Per-outlet connections (`connection`) and the owner's outlet to the template itself (`ownerOutlet`).
@Suite("Owner connections")
struct OwnerConnectionTests {
    @Test("each outlet connects on the class, the owner or both; the IR keeps the choice")
    func connections() throws {
        let source = CheckedSource(
            """
            cell C {
                owner = "Controller"
                ownerOutlet = "tvCell"
                Label a {
                    frame = (0, 0, 1, 1)
                }
                Label b {
                    connection = .cell
                    frame = (0, 0, 1, 1)
                }
                Label c {
                    connection = .owner
                    frame = (0, 0, 1, 1)
                }
                Label d {
                    connection = .both
                    frame = (0, 0, 1, 1)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.ownerOutlet == "tvCell")
        #expect(template.views.map(\.connectsToClass) == [true, true, false, true])
        #expect(template.views.map(\.connectsToOwner) == [true, false, true, true])
    }

    @Test("without an owner, 'connection' and 'ownerOutlet' are misplaced")
    func withoutOwner() {
        let source = CheckedSource(
            """
            cell C {
                ownerOutlet = 1️⃣"tvCell"
                Label a {
                    2️⃣connection = .owner
                    frame = (0, 0, 1, 1)
                }
            }
            """)
        let owner = "set 'owner = \"ClassName\"' on the template, the class they connect on"
        #expect(source.summary == ["error misplaced-property at 1️⃣", "error misplaced-property at 2️⃣"])
        source.expect(
            source.diagnostics.first, message: "'ownerOutlet' names an outlet of the owner, which the template lacks",
            notes: [(owner, nil)])
        source.expect(
            source.diagnostics.last, message: "'connection' chooses between the template and its owner, which it lacks",
            notes: [(owner, nil)])
    }

    @Test("an unnamed view has no outlet to connect")
    func unnamedView() {
        let source = CheckedSource(
            "cell C {\n    owner = \"O\"\n    View {\n        1️⃣connection = .cell\n        frame = (0, 0, 1, 1)\n    }\n}\n"
        )
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "the unnamed View at line 3 has no outlet to connect",
            notes: [("give the view a name, as 'Label titleLabel { ... }'", nil)])
    }

    @Test("a misspelt connection gets a did-you-mean among its cases")
    func misspeltCase() {
        let source = CheckedSource(
            "cell C {\n    owner = \"O\"\n    View v {\n        connection = 1️⃣.owenr\n        frame = (0, 0, 1, 1)\n    }\n}\n"
        )
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        #expect(diagnostic?.notes.first?.message == "did you mean 'owner'?")
    }

    @Test("the owner outlet may not be an outlet the owner also receives")
    func clash() {
        let source = CheckedSource(
            """
            cell C {
                owner = "O"
                ownerOutlet = 1️⃣"title"
                2️⃣Label title {
                    frame = (0, 0, 1, 1)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateOutlet, at: "1️⃣")
        source.expect(
            diagnostic, message: "the owner outlet 'title' is also the owner's outlet to 'title'",
            notes: [("'title' is declared here", "2️⃣"), ("rename one, or set 'connection = .cell' on the view", nil)])
    }

    @Test("an owner outlet connected on the cell only does not clash")
    func noClashWithCellOnly() {
        CheckedSource(
            "cell C {\n    owner = \"O\"\n    ownerOutlet = \"title\"\n    Label title {\n        connection = .cell\n        frame = (0, 0, 1, 1)\n    }\n}\n"
        ).expectNoDiagnostics()
    }

    @Test("the owner outlet is a Swift property name", arguments: ["self", "my cell", ""])
    func invalidName(_ name: String) {
        let source = CheckedSource("cell C {\n    owner = \"O\"\n    ownerOutlet = 1️⃣\"\(name)\"\n}\n")
        let diagnostic = source.expectOnlyError(.invalidOwner, at: "1️⃣")
        source.expect(
            diagnostic, message: "the owner outlet '\(name)' is not a Swift property name",
            notes: [("it names the owner's property that holds the cell, such as \"cell\"", nil)])
    }
}
