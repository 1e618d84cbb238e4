/// Why a collection view refused a registration, a dequeue or a request; `description` is UIKit's exception text
/// where UIKit has one (with `NSIndexPath`s printed without their addresses), else one in its style.
///
/// Texts verified against reports of UIKit's exceptions: the unregistered identifier, the nib checks (UIKit's
/// collection view says "view reuse identifier in nib", where the table view says "cell reuse indentifier"), the
/// empty identifier, a cell or a supplementary view not dequeued. UIKit's collection view has no multiple-dequeue
/// text of its own on record; `multipleDequeuesForIndexPath` adapts the table view's.
public enum CollectionViewError: Error, Equatable, CustomStringConvertible {
    /// A registration used an empty reuse identifier; `elementKind` is `CollectionView.elementKindCell` for a cell.
    case emptyIdentifier(elementKind: String)
    /// A supplementary registration or dequeue named an empty element kind, or the cell kind
    /// (`CollectionView.elementKindCell`), which only cells use.
    case invalidElementKind(String)
    /// A dequeue asked for an identifier nothing is registered under for `elementKind`.
    case unregisteredIdentifier(elementKind: String, identifier: String)
    /// A second view of `elementKind` was dequeued for the same index path in one layout pass.
    case multipleDequeuesForIndexPath(elementKind: String, identifier: String, indexPath: IndexPath)
    /// The nib registered for the identifier did not contain exactly one top-level object that is a
    /// `CollectionReusableView` (a `CollectionViewCell`, for a cell identifier).
    case invalidNib(identifier: String)
    /// The nib's view has a reuse identifier of its own that differs from the one the nib was registered under.
    case nibIdentifierMismatch(nibIdentifier: String, registeredIdentifier: String)
    /// The nib registered for the identifier threw while it was instantiated.
    case nibInstantiationFailed(identifier: String, reason: String)
    /// The class or nib registered for the identifier made a view a collection view already manages, instead of a
    /// new one.
    case registrationReturnedExistingView(identifier: String)
    /// A typed dequeue got a view of another class than it asked for.
    case unexpectedViewClass(identifier: String, expected: String, actual: String)
    /// The data source returned, from `collectionView(_:cellForItemAt:)`, a cell no dequeue call of this collection
    /// view handed out.
    case cellNotDequeued(IndexPath)
    /// The data source returned, from `collectionView(_:viewForSupplementaryElementOfKind:at:)`, a view no
    /// supplementary dequeue of this collection view handed out for `elementKind`; `viewClass` names it.
    case supplementaryViewNotDequeued(elementKind: String, indexPath: IndexPath, viewClass: String)
    /// The data source returned a view the collection view is already displaying at another index path.
    case viewAlreadyDisplayed(elementKind: String, indexPath: IndexPath)
    /// The layout shows a supplementary view (a header or footer with a non-zero reference size) but the data
    /// source does not implement `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    case supplementaryViewNotProvided(elementKind: String, indexPath: IndexPath)
    /// The collection view needed a view but has no data source (it is held weakly and may have gone).
    case missingDataSource
    /// The data source threw an error other than a collection view error while providing the view of
    /// `elementKind` at `indexPath`.
    case dataSourceFailed(elementKind: String, indexPath: IndexPath, reason: String)
    /// `scrollToItem(at:at:animated:)` was asked for an item that does not exist.
    case scrollToInvalidIndexPath(IndexPath)
    /// `scrollToItem(at:at:animated:)` or `selectItem(at:animated:scrollPosition:)` was given more than one
    /// vertical or more than one horizontal position.
    case invalidScrollPosition(CollectionView.ScrollPosition)
    /// An item operation (`selectItem`, `measureItems`) named an item that does not exist.
    case invalidIndexPath(IndexPath)
    /// The data or the layout was changed from a data-source or delegate call made during layout.
    case updateDuringLayout
    /// The data source has more items in all than `CollectionView.maximumNumberOfItems` (`count` is `Int.max` when
    /// the sum itself overflows).
    case tooManyItems(count: Int)
    /// The data source has more sections than `CollectionView.maximumNumberOfSections`.
    case tooManySections(count: Int)

    /// UIKit's message for the error, or one in its style.
    public var description: String {
        switch self {
        case .emptyIdentifier(let elementKind):
            let method =
                elementKind == CollectionView.elementKindCell
                ? "registerClass:forCellWithReuseIdentifier:"
                : "registerClass:forSupplementaryViewOfKind:withReuseIdentifier:"
            return "must pass a valid reuse identifier to -[UICollectionView \(method)]"
        case .invalidElementKind(let kind):
            return "invalid supplementary element kind (\(kind)): a supplementary view's kind must not be empty nor "
                + "\(CollectionView.elementKindCell), the kind of cells"
        case .unregisteredIdentifier(let elementKind, let identifier):
            return "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a "
                + "nib or a class for the identifier or connect a prototype cell in a storyboard"
        case .multipleDequeuesForIndexPath(let elementKind, let identifier, let indexPath):
            return "Attempted to dequeue multiple views for the same index path, which is not allowed. Dequeue "
                + "exactly one view for each index path the collection view requests. Element kind: "
                + "\(elementKind), identifier: \(identifier), index path: \(indexPath.exceptionDescription)"
        case .invalidNib(let identifier):
            return "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                + "object which must be a UICollectionReusableView instance"
        case .nibIdentifierMismatch(let nibIdentifier, let registeredIdentifier):
            return "view reuse identifier in nib (\(nibIdentifier)) does not match the identifier used to register "
                + "the nib (\(registeredIdentifier))"
        case .nibInstantiationFailed(let identifier, let reason):
            return "could not load nib registered for identifier (\(identifier)): \(reason)"
        case .registrationReturnedExistingView(let identifier):
            return "the class or nib registered for identifier (\(identifier)) returned a view it made before; a "
                + "registration must make a new view each time"
        case .unexpectedViewClass(let identifier, let expected, let actual):
            return "Could not cast value of type '\(actual)' to '\(expected)' (dequeued with identifier \(identifier))"
        case .cellNotDequeued:
            return "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
        case .supplementaryViewNotDequeued(let elementKind, let indexPath, let viewClass):
            return "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
                + "(\(elementKind),\(indexPath.exceptionDescription)) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
                + "(<\(viewClass)>)"
        case .viewAlreadyDisplayed(let elementKind, let indexPath):
            return "the view of kind \(elementKind) returned by the data source for index path "
                + "\(indexPath.exceptionDescription) is already displayed at another index path"
        case .supplementaryViewNotProvided(let elementKind, let indexPath):
            return "the collection view's data source did not return a valid view for supplementary element of "
                + "kind \(elementKind) at index path \(indexPath.exceptionDescription): it must implement "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:) when the layout shows such views"
        case .missingDataSource:
            return "UICollectionView dataSource is not set"
        case .dataSourceFailed(let elementKind, let indexPath, let reason):
            return "dataSource failed to provide a view of kind \(elementKind) for index path "
                + "\(indexPath.exceptionDescription): \(reason)"
        case .scrollToInvalidIndexPath(let indexPath):
            return "attempt to scroll to invalid index path: \(indexPath.exceptionDescription)"
        case .invalidScrollPosition(let position):
            return "invalid scroll position \(position): at most one vertical position (top, centeredVertically, "
                + "bottom) and one horizontal position (left, centeredHorizontally, right) may be given"
        case .invalidIndexPath(let indexPath):
            return "invalid index path (\(indexPath.exceptionDescription))"
        case .updateDuringLayout:
            return "Cannot update the collection view while it is laying out its items or calling its data source "
                + "or delegate for a layout"
        case .tooManyItems(let count):
            let has = count == Int.max ? "\(count) or more" : "\(count)"
            return "the collection view supports at most \(CollectionView.maximumNumberOfItems) items; the data "
                + "source has \(has)"
        case .tooManySections(let count):
            return "the collection view supports at most \(CollectionView.maximumNumberOfSections) sections; the "
                + "data source has \(count)"
        }
    }
}
