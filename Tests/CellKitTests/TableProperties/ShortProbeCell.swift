import CellKit

/// A template cell for a row of the standard height, registered by class so that
/// a table takes the height from the template.
@MainActor
final class ShortProbeCell: ProbeCell, CellTemplate {
    nonisolated static let templateName = "ShortProbeCell"
    nonisolated static let templateSchema: [String] = []
    nonisolated static let reuseIdentifier = "ShortProbeCell"

    static func height(forWidth width: Double) -> Double {
        RegistrationKind.template(0).templateHeight(width: width) ?? 0
    }

    convenience init(nib decoder: NibDecoder) throws(NibError) {
        self.init()
    }
}
