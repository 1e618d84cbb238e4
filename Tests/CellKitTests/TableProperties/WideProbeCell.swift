import CellKit

/// A template cell for a row whose height follows the table's width, registered by class so that
/// a table takes the height from the template.
@MainActor
final class WideProbeCell: ProbeCell, CellTemplate {
    nonisolated static let templateName = "WideProbeCell"
    nonisolated static let templateSchema: [String] = []
    nonisolated static let reuseIdentifier = "WideProbeCell"

    static func height(forWidth width: Double) -> Double {
        RegistrationKind.template(1).templateHeight(width: width) ?? 0
    }

    convenience init(nib decoder: NibDecoder) throws(NibError) {
        self.init()
    }
}
