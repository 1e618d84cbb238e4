import CellSema

extension TemplateEmitter {
    /// `init(nib:)`: the subviews come from the decoder, which built and configured them from the archive; the
    /// template's own properties, its tree and its actions are the archive's too. Nib calls `awakeFromNib()` once
    /// every object of the nib is connected, so this initializer does not.
    func emitNibInitializer(into writer: inout SwiftWriter) {
        let decoder = TemplateEmitter.unusedName("decoder", avoiding: Set(names))
        let parameter = decoder == "decoder" ? "nib decoder" : "nib \(decoder)"
        writer.line(
            "/// Builds the template from an archived object whose subviews `\(decoder)` has made (`Nib.instantiate`).")
        writer.block(
            "public required init(\(parameter): \(SwiftIdentifier.cellKit("NibDecoder"))) throws(\(SwiftIdentifier.cellKit("NibError")))"
        ) { writer in
            for (index, view) in template.views.enumerated() {
                writer.line("\(names[index]) = try \(decoder).subview(\(index), as: \(swiftType(of: view)).self)")
            }
            emitCollections(into: &writer)
            if isCell {
                // The schema check makes the archive's identifier the class's, absent when the template has none.
                let fallback = template.declaresNoReuseIdentifier ? "" : " ?? Self.reuseIdentifier"
                writer.line("super.init(style: .default, reuseIdentifier: \(decoder).reuseIdentifier\(fallback))")
            } else {
                writer.line("super.init(frame: .zero)")
            }
            writer.line("try \(decoder).assemble(self)")
            emitLayoutReaders(into: &writer)
            if hasCustomViewOutlets {
                writer.line("connectCustomViewOutlets()")
            }
            if !template.actions.isEmpty {
                writer.block("for action in \(decoder).actions") { writer in
                    writer.line("connectAction(named: action.name, for: action.event, of: action.control)")
                }
            }
        }
    }

    /// `connectAction(named:for:of:)`, which both initializers use to send a control's action to the action target.
    func emitConnectAction(into writer: inout SwiftWriter) {
        writer.line(
            "/// Makes `control` send the action method `name` to the action target on `event`; other names are "
                + "ignored.")
        let control = SwiftIdentifier.cellKit("Control")
        writer.block(
            "private func connectAction(named name: String, for event: \(control).Event, of control: \(control))"
        ) { writer in
            writer.line("switch name {")
            for action in template.actions {
                writer.line("case \(SwiftLiteral.string(action)):")
                let method = SwiftIdentifier.escaped(action)
                writer.line("    control.addAction(named: name, for: event) { [weak self] sender in")
                // A plain control's sender needs no cast, which the compiler would warn always succeeds.
                if let kind = senderKind(ofAction: action), kind != .control {
                    let variable = SwiftIdentifier.escaped(TemplateEmitter.lowerCamel(kind.className))
                    writer.line(
                        "        guard let \(variable) = sender as? \(SwiftIdentifier.cellKit(kind.className)) else { return }"
                    )
                    writer.line("        self?.actionTarget?.\(method)(\(variable))")
                } else {
                    // Plain controls, or controls of several kinds, send this action: its method takes any control.
                    writer.line("        self?.actionTarget?.\(method)(sender)")
                }
                writer.line("    }")
            }
            writer.line("default:")
            writer.line("    break")
            writer.line("}")
        }
    }

    /// The protocol the owner class adopts: one optional property per outlet, as outlets connected to File's Owner.
    func emitOwnerProtocol(into writer: inout SwiftWriter) {
        let owner = template.owner ?? ""
        writer.line(
            "/// The outlets of `\(className)` that `Nib.instantiate(withOwner:)` connects on its owner, a")
        writer.line("/// `\(owner)`; the owner adopts this protocol.")
        writer.line("@MainActor")
        writer.block("public protocol \(ownerProtocol): AnyObject") { writer in
            if let outlet = template.ownerOutlet {
                writer.line("/// Connected to the `\(className)` itself, as the owner's outlet `\(outlet)`.")
                writer.line("var \(SwiftIdentifier.escaped(outlet)): \(className)? { get set }")
            }
            for index in ownerOutlets {
                let view = template.views[index]
                writer.line("/// Connected to the `\(view.kind.className)` outlet `\(view.outlet ?? "")`.")
                writer.line("var \(ownerName(of: index)): \(swiftType(of: view))? { get set }")
            }
        }
    }

    /// The owner's property for the outlet at `index`: the outlet's name, even where the class keeps the view
    /// under another (an outlet in place of a cell's built-in `imageView`).
    func ownerName(of index: Int) -> String {
        template.views[index].outlet.map(SwiftIdentifier.escaped) ?? names[index]
    }

    /// The subview indices of the outlets the owner receives, in order.
    var ownerOutlets: [Int] {
        template.views.indices.filter { template.views[$0].outlet != nil && template.views[$0].connectsToOwner }
    }

    /// `connectOutlets(toOwner:)`: every outlet set on the owner, when it adopts the owner protocol.
    func emitConnectOutlets(into writer: inout SwiftWriter) {
        let owner = TemplateEmitter.unusedName("owner", avoiding: Set(names))
        let parameter = owner == "owner" ? "toOwner owner" : "toOwner \(owner)"
        let outlets = ownerOutlets
        writer.line("/// Connects every outlet on `owner`; false when it is not a `\(ownerProtocol)`.")
        writer.block("public func connectOutlets(\(parameter): AnyObject) -> Bool") { writer in
            if outlets.isEmpty && template.ownerOutlet == nil {
                writer.line("return \(owner) is any \(ownerProtocol)")
                return
            }
            writer.line("guard let \(owner) = \(owner) as? any \(ownerProtocol) else { return false }")
            if let outlet = template.ownerOutlet {
                writer.line("\(owner).\(SwiftIdentifier.escaped(outlet)) = self")
            }
            for index in outlets {
                writer.line("\(owner).\(ownerName(of: index)) = \(names[index])")
            }
            writer.line("return true")
        }
    }
}
