import CellArchive
import CellKit
import CellTestSupport
import Testing

import class CompiledCells.BadgeView
import class CompiledCells.ProfileCardView
import class ExampleCells.RatingView

/// Both paths build the same views: for every template this package compiles, the tree `Nib.instantiate` makes
/// from the archive equals the tree the generated `init()` builds — kinds, outlets, every catalog property, and
/// frames after layout at two widths. The nib path is checked twice: through the registered generated class
/// (`init(nib:)`, outlets connected by the class) and through the fallback a nib uses for an unregistered class
/// (the archive's own layout program and height expression), whose subviews are still made as their custom
/// classes.
@MainActor
@Suite struct NibEquivalenceTests {
    @Test(arguments: try CompiledSource.all())
    func theArchiveBuildsTheTreeTheGeneratedInitializerBuilds(source: CompiledSource) throws {
        let compilation = source.compile()
        let archive = try #require(compilation.archive, "\(source) does not compile")
        let register = try #require(source.register, "register \(source.baseName)Templates in CompiledSource")
        let bytes = ArchiveWriter.encode(archive)

        let registry = CellRegistry()
        register(registry)
        let registeredNib = try Nib(bytes: bytes, name: source.baseName, registry: registry)
        // The fallback's registry knows the app's view classes (the subviews' custom classes) but no template.
        let viewClassesOnly = CellRegistry()
        register(viewClassesOnly)
        for className in registeredNib.templateNames {
            viewClassesOnly.unregister(className: className)
        }
        let fallbackNib = try Nib(bytes: bytes, name: source.baseName, registry: viewClassesOnly)
        // The nib returns every top-level object: each template, then its `topLevelObjects`.
        let registeredObjects = try registeredNib.instantiate(withOwner: nil)
        let fallbackObjects = try fallbackNib.instantiate(withOwner: nil)
        #expect(fallbackObjects.count == registeredObjects.count)
        let templateClasses = try registeredNib.templateNames.map { name in
            ObjectIdentifier(type(of: try registry.make(className: name)))
        }
        let positions = registeredObjects.indices.filter {
            templateClasses.contains(ObjectIdentifier(type(of: registeredObjects[$0])))
        }
        let registeredViews = positions.map { registeredObjects[$0] }
        let fallbackViews = positions.map { fallbackObjects[$0] }
        #expect(fallbackNib.warnings.count >= registeredNib.templateNames.count)
        #expect(registeredViews.count == registeredNib.templateNames.count)

        for (index, className) in registeredNib.templateNames.enumerated() {
            let code = try registry.make(className: className)
            let fromNib = registeredViews[index]
            let fallback = fallbackViews[index]
            #expect(type(of: fromNib) == type(of: code), "\(className)")
            for width in [320.0, 414.0] {
                let height = try #require(layOut([code, fromNib], atWidth: width))
                if let cell = code as? TableViewCell {
                    var archived = fallbackNib.height(ofTemplate: className, forWidth: width)
                    // A height that reads content is the cell's to measure, in either path alike.
                    let generatedStatic = (type(of: cell) as? any CellTemplate.Type)?.height(forWidth: width)
                    #expect(
                        (archived == TableView.automaticDimension)
                            == (generatedStatic == TableView.automaticDimension),
                        "\(className) at \(width): whether the archive's height reads content")
                    if archived == TableView.automaticDimension, let fallbackCell = fallback as? TableViewCell {
                        archived = fallbackCell.systemLayoutSizeFitting(Size(width: width, height: 0)).height
                    }
                    #expect(archived == height, "\(className) at \(width): the archive's height")
                }
                layOut(fallback, atWidth: width, height: height)
                let expected = ViewDescription.lines(of: code, outlets: outlets(of: code))
                let actual = ViewDescription.lines(of: fromNib, outlets: outlets(of: fromNib))
                let difference = ViewDescription.difference(actual, from: expected)
                #expect(difference == nil, "\(className) at \(width): \(difference ?? "")")
                #expect(
                    classState(of: fromNib) == classState(of: code), "\(className): what the app's classes received")
                let fallbackDifference = ViewDescription.difference(
                    ViewDescription.lines(of: fallback), from: ViewDescription.lines(of: code))
                #expect(fallbackDifference == nil, "\(className) (fallback) at \(width): \(fallbackDifference ?? "")")
            }
        }
    }

    /// Lays each view out at `width`: a cell at its template's height there, a view at its own height. Returns the
    /// height.
    private func layOut(_ views: [View], atWidth width: Double) -> Double? {
        var height: Double?
        for view in views {
            let template = type(of: view) as? any CellTemplate.Type
            var viewHeight = template?.height(forWidth: width) ?? view.frame.height
            if viewHeight == TableView.automaticDimension, let cell = view as? TableViewCell {
                viewHeight = cell.systemLayoutSizeFitting(Size(width: width, height: 0)).height
            }
            layOut(view, atWidth: width, height: viewHeight)
            height = height ?? viewHeight
        }
        return height
    }

    private func layOut(_ view: View, atWidth width: Double, height: Double) {
        view.frame = Rect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
    }

    /// What the app's classes received, view by view in preorder: the runtime attributes of a `BadgeView` (the
    /// fixtures') and a `RatingView` (Account.cell's), and the preorder positions of a `ProfileCardView`'s outlets,
    /// which the tree's description does not show.
    private func classState(of root: View) -> [String] {
        var views: [View] = []
        var pending = [root]
        while let view = pending.popLast() {
            views.append(view)
            pending += view.subviews.reversed()
        }
        let position = { (view: View?) in view.flatMap { view in views.firstIndex { $0 === view } } }
        return views.enumerated().compactMap { index, view in
            if let badge = view as? BadgeView {
                return "\(index): " + badge.attributes.map { "\($0.key) = \($0.value)" }.joined(separator: "; ")
            }
            if let rating = view as? RatingView {
                return "\(index): \(rating.receivedKeys) max \(rating.maximumRating) half \(rating.allowsHalfStars) "
                    + "\(rating.displayStyle) \(rating.filledColor.map { "\($0)" } ?? "nil") \(rating.starOffset) "
                    + "\(rating.starSize) \(rating.touchArea) \(rating.starImage.map { "\($0)" } ?? "nil") "
                    + "\(rating.captionKey ?? "nil"), scoreLabel at \(position(rating.scoreLabel) ?? -1)"
            }
            if let card = view as? ProfileCardView {
                return
                    "\(index): avatar at \(position(card.avatar) ?? -1), nameLabel at \(position(card.nameLabel) ?? -1)"
            }
            return nil
        }
    }

    /// The views a template class holds in stored properties (its outlets, unnamed subviews and outlet
    /// collections, each member as `name[index]`), by name; a view held by several is named by all of them.
    private func outlets(of view: View) -> [ObjectIdentifier: String] {
        var outlets: [ObjectIdentifier: String] = [:]
        let name = { (subview: View, label: String) in
            outlets[ObjectIdentifier(subview), default: ""] +=
                outlets[ObjectIdentifier(subview)] == nil ? label : ", " + label
        }
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                if let subview = child.value as? View {
                    name(subview, label)
                } else if let collection = child.value as? [View] {
                    for (index, member) in collection.enumerated() {
                        name(member, "\(label)[\(index)]")
                    }
                }
            }
            mirror = current.superclassMirror
        }
        return outlets
    }
}
