import CellKit
import CellPreview
import CompiledCells
import Testing

/// Grammar.md's login form: text fields that send UIKit's editing events in UIKit's order, a text view, and an
/// effect view holding them in its content view, through the generated initializer and through the archive alike.
@MainActor
@Suite struct TextInputCellTests {
    private final class Target: LoginCellActions {
        var calls: [String] = []
        func credentialsChanged(_ sender: TextField) {
            calls.append("credentialsChanged(\(sender.text ?? ""))")
        }
        func emailReturned(_ sender: TextField) {
            calls.append("emailReturned")
        }
        func passwordReturned(_ sender: TextField) {
            calls.append("passwordReturned")
        }
        func passwordEditingEnded(_ sender: TextField) {
            calls.append("passwordEditingEnded")
        }
    }

    @Test("the effect view's subviews are in its content view, which fills it, framed by its size")
    func subviewsGoIntoTheContentView() throws {
        let cells = try CompiledSource.bothPaths(of: LoginCell.self, "LoginCell")
        #expect(cells.count == 2)
        for cell in cells {
            cell.frame = Rect(x: 0, y: 0, width: 375, height: 150)
            cell.layoutIfNeeded()
            #expect(cell.backdrop.subviews.count == 1)
            #expect(cell.backdrop.contentView.subviews.map { $0 === cell.emailField } == [true, false, false])
            #expect(cell.emailField.superview === cell.backdrop.contentView)
            #expect(cell.backdrop.contentView.frame == cell.backdrop.bounds)
            #expect(cell.emailField.frame == Rect(x: 16, y: 12, width: 343, height: 30))
            #expect(cell.passwordField.frame == Rect(x: 16, y: 50, width: 343, height: 30))
            #expect(cell.backdrop.effect == .systemThinMaterial)
        }
    }

    @Test("typing and return send editingDidBegin, editingChanged per edit, the return's events and editingDidEnd")
    func editingSendsUIKitsEventsInOrder() throws {
        for cell in try CompiledSource.bothPaths(of: LoginCell.self, "LoginCell") {
            let target = Target()
            cell.actionTarget = target
            cell.emailField.handleTap()
            #expect(cell.emailField.isEditing)
            cell.emailField.insertText("ab")
            cell.emailField.insertText("c")
            cell.emailField.deleteBackward()
            // editingDidEndOnExit is connected, so the return key ends editing.
            cell.emailField.returnKey()
            #expect(!cell.emailField.isEditing)
            cell.passwordField.becomeFirstResponder()
            cell.passwordField.insertText("pw")
            // Nothing is connected to editingDidEndOnExit: the return key leaves the password field editing.
            cell.passwordField.returnKey()
            #expect(cell.passwordField.isEditing)
            cell.emailField.becomeFirstResponder()
            #expect(!cell.passwordField.isEditing)
            #expect(
                target.calls == [
                    "credentialsChanged(ab)", "credentialsChanged(abc)", "credentialsChanged(ab)", "emailReturned",
                    "credentialsChanged(pw)", "passwordReturned", "passwordEditingEnded",
                ])
            #expect(cell.passwordField.actionNames(for: .editingDidEnd) == ["passwordEditingEnded"])
            #expect(cell.passwordField.actionNames(for: .primaryActionTriggered) == ["passwordReturned"])
        }
    }

    @Test("the clear button shows while editing a field with text, and clears it with editingChanged")
    func clearButton() throws {
        for cell in try CompiledSource.bothPaths(of: LoginCell.self, "LoginCell") {
            let target = Target()
            cell.actionTarget = target
            let field = cell.emailField
            field.text = "x@y.z"
            #expect(!field.isClearButtonVisible)
            #expect(!field.tapClearButton())
            field.becomeFirstResponder()
            #expect(field.isClearButtonVisible)
            #expect(field.tapClearButton())
            #expect(field.text == "")
            #expect(!field.isClearButtonVisible)
            #expect(target.calls == ["credentialsChanged()"])
        }
    }

    @Test("the picture and the screen text show the placeholders, bullets for the password, and the blur")
    func pictureAndScreenText() throws {
        for cell in try CompiledSource.bothPaths(of: LoginCell.self, "LoginCell") {
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 150)
            cell.passwordField.text = "secret"
            let lines = ScreenText.lines(of: cell)
            #expect(
                lines == [
                    "     0      0  [blur systemThinMaterial]",
                    "    12     16  [text field placeholder \"Email\"]",
                    "    50     16  [text field \"••••••\"]",
                    "    84     16  [text view \"By signing in you accept the terms of use and the privacy policy of the "
                        + "service.\"]",
                ])
            let svg = SVGRenderer().render(cell)
            #expect(svg.contains(">Email</text>"))
            #expect(svg.contains(">••••••</text>"))
            #expect(!svg.contains("secret"))
            #expect(svg.contains("fill=\"#F7F7F7\" fill-opacity=\"0.5\""))
        }
    }
}
