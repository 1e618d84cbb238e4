/// How a collection view makes a new view for a kind and identifier: by class or factory (a function given the new
/// view's frame), or by nib (an instantiator whose objects are checked as UIKit checks a nib's).
enum CollectionViewRegistration {
    /// A class or factory: each call makes a new view in the frame it is given.
    case make(@MainActor (Rect) -> CollectionReusableView)
    /// A nib: each call returns the nib's top-level objects, which must be exactly one `CollectionReusableView` (a
    /// `CollectionViewCell` for cells).
    case nib(@MainActor () throws -> [AnyObject])
}
