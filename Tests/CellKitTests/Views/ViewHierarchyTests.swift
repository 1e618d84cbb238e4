import CellKit
import Testing

@Suite("View hierarchy")
@MainActor
struct ViewHierarchyTests {
    @Test func addSubviewAppendsAndSetsTheSuperview() {
        let parent = View()
        let first = View()
        let second = View()
        parent.addSubview(first)
        parent.addSubview(second)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        #expect(first.superview === parent)
        #expect(second.superview === parent)
        #expect(parent.superview == nil)
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
        let oldParent = View()
        let newParent = View()
        let child = View()
        oldParent.addSubview(child)
        newParent.addSubview(child)
        #expect(oldParent.subviews.isEmpty)
        #expect(newParent.subviews.count == 1)
        #expect(child.superview === newParent)
    }

    @Test func addingAgainBringsTheViewToTheFront() {
        let parent = View()
        let views = (0..<3).map { _ in View() }
        views.forEach(parent.addSubview)
        parent.addSubview(views[0])
        #expect(parent.subviews.map(ObjectIdentifier.init) == [1, 2, 0].map { ObjectIdentifier(views[$0]) })
    }

    @Test(arguments: [
        (-3, [3, 0, 1, 2]), (0, [3, 0, 1, 2]), (2, [0, 1, 3, 2]), (3, [0, 1, 2, 3]), (99, [0, 1, 2, 3]),
    ])
    func insertClampsTheIndex(index: Int, order: [Int]) {
        let parent = View()
        let views = (0..<4).map { _ in View() }
        views.dropLast().forEach(parent.addSubview)
        parent.insertSubview(views[3], at: index)
        #expect(parent.subviews.map(ObjectIdentifier.init) == order.map { ObjectIdentifier(views[$0]) })
    }

    @Test func insertBelowAndAboveSiblings() {
        let parent = View()
        let a = View()
        let b = View()
        let c = View()
        let d = View()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        parent.insertSubview(d, aboveSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, d, c, b].map(ObjectIdentifier.init))
        parent.sendSubviewToBack(b)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, d, c, a].map(ObjectIdentifier.init))
    }

    @Test func removeFromSuperviewDetaches() {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
        #expect(child.superview == nil)
        child.removeFromSuperview()  // a no-op without a superview
        #expect(child.superview == nil)
    }

    @Test func superviewIsWeak() {
        let child = View()
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview != nil)
        }
        #expect(child.superview == nil)
    }

    @Test func isDescendantIncludesSelfAndAncestorsOnly() {
        let root = View()
        let middle = View()
        let leaf = View()
        let stranger = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: middle))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: stranger))
        #expect(leaf.rootView === root)
    }

    @Test func viewWithTagSearchesDepthFirstSelfFirst() {
        let root = View()
        let left = View()
        let leftChild = View()
        let right = View()
        left.tag = 1
        leftChild.tag = 2
        right.tag = 2
        root.addSubview(left)
        left.addSubview(leftChild)
        root.addSubview(right)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(2) === leftChild)
        #expect(root.viewWithTag(1) === left)
        #expect(root.viewWithTag(3) == nil)
        #expect(right.viewWithTag(2) === right)
    }

    @Test func hooksSeeAddsAndRemovesButNotReordering() {
        final class RecordingView: View {
            var events: [String] = []
            override func didAddSubview(_ subview: View) { events.append("add \(subview.tag)") }
            override func willRemoveSubview(_ subview: View) { events.append("remove \(subview.tag)") }
        }
        let parent = RecordingView()
        let other = View()
        let one = View()
        let two = View()
        one.tag = 1
        two.tag = 2
        parent.addSubview(one)
        parent.addSubview(two)
        parent.bringSubviewToFront(one)
        other.addSubview(two)
        one.removeFromSuperview()
        #expect(parent.events == ["add 1", "add 2", "remove 2", "remove 1"])
    }

    @Test func addingAnAncestorToItsDescendantIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = View()
                let child = View()
                root.addSubview(child)
                child.addSubview(root)
            }
        }
    }

    @Test func defaultsMatchUIKit() {
        let view = View()
        #expect(view.frame == .zero)
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(view.tag == 0)
        #expect(view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill)
        #expect(!view.clipsToBounds)
        #expect(view.backgroundColor == nil)
        #expect(view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }
}
