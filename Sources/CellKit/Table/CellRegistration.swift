/// How a reuse queue makes a new cell for an identifier: by class (a factory) or by nib (an instantiator whose
/// objects are checked as UIKit checks a nib's). Internal, so `Nib` can be added on top without changing it.
enum CellRegistration {
    /// A class or factory: each call makes a new cell.
    case cellClass(@MainActor () -> TableViewCell, height: (@MainActor (Double) -> Double)?)
    /// A nib: each call returns the nib's top-level objects, which must be exactly one `TableViewCell`.
    case nib(@MainActor () throws -> [AnyObject], height: (@MainActor (Double) -> Double)?)

    /// The template's height at `width`, when the registration is a `CellTemplate` class or a nib of one template.
    var height: (@MainActor (Double) -> Double)? {
        switch self {
        case .cellClass(_, let height), .nib(_, let height): height
        }
    }

    /// Whether the registration is a nib.
    var isNib: Bool {
        if case .nib = self {
            return true
        }
        return false
    }
}
