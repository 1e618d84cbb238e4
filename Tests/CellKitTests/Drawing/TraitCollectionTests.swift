import CellKit
import Testing

/// A view that counts what it is told.
@MainActor
private final class RecordingView: View {
    var traitChanges: [TraitCollection?] = []
    var tintChanges = 0

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append(previousTraitCollection)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

/// Trait collections inherited down the tree, the hook that reports changes, dynamic colours resolved against them,
/// labels that follow the content size category, and the tint colour.
@MainActor
@Suite("Trait collection and tint")
struct TraitCollectionTests {
    @Test("a view inherits its superview's traits, and overrides apply to its subtree")
    func inheritance() {
        let window = Window()
        let container = View()
        let leaf = View()
        container.addSubview(leaf)
        window.addSubview(container)
        #expect(leaf.traitCollection == .default)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        container.traitOverrides.userInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        container.traitOverrides = TraitOverrides()
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("traitCollectionDidChange reaches the views whose traits changed, with their old traits")
    func hook() {
        let window = Window()
        let pinned = RecordingView()
        pinned.traitOverrides.userInterfaceStyle = .light
        let follower = RecordingView()
        window.addSubview(pinned)
        window.addSubview(follower)
        #expect(pinned.traitChanges.isEmpty && follower.traitChanges.isEmpty)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(pinned.traitChanges.isEmpty)
        #expect(follower.traitChanges == [TraitCollection.default])
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(follower.traitChanges.count == 1)
        follower.removeFromSuperview()
        #expect(follower.traitChanges.count == 2)
        #expect(follower.traitCollection == .default)
    }

    @Test("a label coloured .label is black in light mode and white in dark mode")
    func dynamicColour() {
        let window = Window()
        let label = Label()
        window.addSubview(label)
        #expect(label.textColor == .label)
        #expect(label.textColor.resolved(with: label.traitCollection) == Color(rgb: 0x000000))
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(label.textColor.resolved(with: label.traitCollection) == Color(rgb: 0xFFFFFF))
        let custom = Color(light: .red, dark: .blue)
        #expect(custom.resolved(with: TraitCollection(userInterfaceStyle: .dark)) == .blue)
        #expect(custom.resolved(with: .default) == .red)
        #expect(Color.red.resolved(with: TraitCollection(userInterfaceStyle: .dark)) == .red)
    }

    @Test("a label with a text style follows the category only when it adjusts its font")
    func labelFollowsCategory() {
        let window = Window()
        let adjusting = Label()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = Label()
        fixed.font = .preferredFont(forTextStyle: .body)
        let plain = Label()
        plain.font = .systemFont(ofSize: 17)
        plain.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, plain] { window.addSubview(label) }
        adjusting.text = "Hello"
        let before = adjusting.intrinsicContentSize
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(adjusting.font.pointSize == 33)
        #expect(adjusting.font.textStyle == .body)
        #expect(adjusting.intrinsicContentSize.height > before.height)
        #expect(fixed.font.pointSize == 17)
        #expect(plain.font.pointSize == 17)
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(adjusting.font.pointSize == 14)
    }

    @Test("a label added to a window with a category, or told to adjust later, takes the category's size")
    func labelTakesCategoryWhenAdded() {
        let window = Window()
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        let label = Label()
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 17)
        window.addSubview(label)
        #expect(label.font.pointSize == 23)
        #expect(label.font.weight == .semibold)
        let late = Label()
        late.font = .preferredFont(forTextStyle: .caption1)
        window.addSubview(late)
        late.adjustsFontForContentSizeCategory = true
        #expect(late.font.pointSize == 18)
    }

    @Test("the tint is inherited, systemBlue at the root, and nil inherits again")
    func tint() {
        let window = Window()
        let container = RecordingView()
        let leaf = RecordingView()
        container.addSubview(leaf)
        window.addSubview(container)
        #expect(leaf.tintColor == .systemBlue)
        window.tintColor = .systemPink
        #expect(leaf.tintColor == .systemPink)
        #expect(leaf.tintChanges == 1 && container.tintChanges == 1)
        container.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemGreen)
        #expect(window.tintColor == .systemPink)
        container.tintColor = nil
        #expect(leaf.tintColor == .systemPink)
        #expect(leaf.tintChanges == 3)
        leaf.removeFromSuperview()
        #expect(leaf.tintColor == .systemBlue)
        #expect(leaf.tintChanges == 4)
    }
}
