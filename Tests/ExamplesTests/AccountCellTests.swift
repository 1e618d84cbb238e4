import CellKit
import CellPreview
import ExampleCells
import Testing

/// Examples/Account.cell, an account screen as an Interface Builder project has it: its File's Owner receives the
/// header cell and its outlets, the app's rating view takes its runtime attributes and holds the stars of an outlet
/// collection, and the buttons show and send per state, the same through the generated initializer and the archive.
@MainActor
@Suite struct AccountCellTests {
    /// The owner, with exactly the properties the generated `ProfileHeaderCellOwner` asks for.
    private final class AccountViewController: ProfileHeaderCellOwner {
        var headerCell: ProfileHeaderCell?
        var avatarView: CellKit.ImageView?
        var nameLabel: CellKit.Label?
        var handleLabel: CellKit.Label?
        var balanceLabel: CellKit.Label?
        var memberLabel: CellKit.Label?
    }

    private final class Target: SignInCellActions {
        var calls: [String] = []
        func emailFocused(_ sender: TextField) { calls.append("emailFocused") }
        func passwordEntered(_ sender: TextField) { calls.append("passwordEntered") }
        func followPressed(_ sender: Button) { calls.append("followPressed") }
        func followToggled(_ sender: Button) { calls.append("followToggled") }
        func signIn(_ sender: Button) { calls.append("signIn") }
    }

    @Test("the nib connects the header cell and its owner's outlets on the owner, as connectOutlets(toOwner:) does")
    func ownerOutlets() throws {
        let registry = CellRegistry()
        AccountTemplates.register(in: registry)
        let owner = AccountViewController()
        let views = try AccountTemplates.nib(registry: registry).instantiate(withOwner: owner)
        let fromNib = try #require(views.first { $0 is ProfileHeaderCell } as? ProfileHeaderCell)
        let generated = ProfileHeaderCell()
        let codeOwner = AccountViewController()
        #expect(generated.connectOutlets(toOwner: codeOwner))
        for (owner, cell) in [(owner, fromNib), (codeOwner, generated)] {
            #expect(owner.headerCell === cell)
            #expect(owner.nameLabel === cell.nameLabel)
            // Connected on the owner only: no property of the cell, yet in its content view.
            #expect(owner.handleLabel?.text == "@ada")
            #expect(owner.handleLabel?.superview === cell.contentView)
        }
    }

    @Test("both paths make the rating view the app's class, hand it each runtime attribute and collect its stars")
    func ratingView() throws {
        let cells = try CompiledSource.bothPaths(of: ProfileHeaderCell.self, "ProfileHeaderCell")
        #expect(cells.count == 2)
        for cell in cells {
            let rating = cell.ratingView
            #expect(
                rating.receivedKeys == [
                    "maximumRating", "allowsHalfStars", "displayStyle", "filledColor", "starOffset", "starSize",
                    "touchArea", "starImage", "caption",
                ])
            #expect(rating.maximumRating == 5 && rating.allowsHalfStars && rating.displayStyle == "compact")
            #expect(rating.starSize == Size(width: 14, height: 14) && rating.captionKey == "rating.caption")
            #expect(rating.scoreLabel?.text == "4.0" && rating.scoreLabel?.superview === rating)
            #expect(cell.stars.count == 3)
            #expect(cell.stars.allSatisfy { $0.superview === rating })
            // The stars inherit the tint the rating view takes from its attribute.
            #expect(cell.stars.allSatisfy { $0.tintColor == .systemOrange })
            #expect(cell.backgroundView?.backgroundColor?.assetName == "AccountTeal")
            #expect(cell.avatarView.accessibilityTraits == [.image, .button])
        }
    }

    @Test("the sign-in row's buttons show their state's title and send their events' actions, on both paths")
    func signInButtons() throws {
        for cell in try CompiledSource.bothPaths(of: SignInCell.self, "SignInCell") {
            let target = Target()
            cell.actionTarget = target
            #expect(cell.followButton.currentTitle == "Following")
            #expect(cell.followButton.currentTitleColor == .systemRed)
            #expect(cell.offlineButton.currentTitle == "Offline")
            cell.signInButton.isHighlighted = true
            #expect(cell.signInButton.currentTitle == "Signing In")
            #expect(cell.signInButton.currentImage == Image(named: "key.fill"))
            cell.signInButton.isHighlighted = false
            // A system button's title takes the cell's tint where no colour is set for its state.
            cell.followButton.isSelected = false
            #expect(cell.followButton.currentTitleColor == .systemTeal)
            cell.followButton.sendActions(for: .touchDown)
            cell.followButton.sendActions(for: .touchUpInside)
            cell.signInButton.sendActions(for: .touchUpInside)
            cell.emailField.sendActions(for: .editingDidBegin)
            cell.passwordField.sendActions(for: .editingDidEndOnExit)
            #expect(target.calls == ["followPressed", "followToggled", "signIn", "emailFocused", "passwordEntered"])
        }
    }

    @Test("the screen text shows each row's state titles and accessories")
    func screenText() {
        let window = Window(size: Size(width: 375, height: 600))
        var y = 0.0
        for cell in [SignInCell(), PlanCell(), DeviceCell(), HelpCell()] as [TableViewCell] {
            let height = (type(of: cell) as? any CellTemplate.Type)?.height(forWidth: 375) ?? 44
            cell.frame = Rect(x: 0, y: y, width: 375, height: height)
            window.addSubview(cell)
            y += height
        }
        window.layoutIfNeeded()
        let text = ScreenText.lines(of: window).joined(separator: "\n")
        for expected in [
            "\"Following\"", "\"Offline\"", "[accessory checkmark]", "[accessory (i) >]", "[accessory (i)]",
        ] {
            #expect(text.contains(expected), "\(expected) in\n\(text)")
        }
    }
}
