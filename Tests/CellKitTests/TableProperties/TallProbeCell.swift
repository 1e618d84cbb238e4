import CellKit

/// A template cell for a row taller than small viewports, registered by class so that
/// a table takes the height from the template.
@MainActor
final class TallProbeCell: ProbeCell, CellTemplate {
    nonisolated static let templateName = "TallProbeCell"
    nonisolated static let templateSchema: [String] = []
    nonisolated static let reuseIdentifier = "TallProbeCell"

    static func height(forWidth width: Double) -> Double {
        RegistrationKind.template(2).templateHeight(width: width) ?? 0
    }

    convenience init(nib decoder: NibDecoder) throws(NibError) {
        self.init()
    }
}
