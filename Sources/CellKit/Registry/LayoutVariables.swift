/// A view whose frames read layout variables (`var avatarWidth = 36` in its template): the numbers an app sets at
/// run time where UIKit code changes a layout constraint's `constant` through an outlet.
///
/// A generated class has a `Double` property per variable and adopts this protocol to reach them by name; the
/// object `Nib` makes for a template whose class is not registered keeps them here, defaulted from the archive.
/// Setting a variable lays the view out again, and a cell whose height reads one measures itself with it.
@MainActor
public protocol LayoutVariables: View {
    /// The current value of each of the template's layout variables, by name. Setting a name the template does
    /// not declare changes nothing.
    var layoutVariables: [String: Double] { get set }
}
