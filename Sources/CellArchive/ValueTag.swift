/// The one-byte tag before each property value in the object table; the ArchiveFormat article lists the payloads.
///
/// The raw values are the format: never renumber a case, only add new ones (with a new format version).
enum ValueTag: UInt8, CaseIterable {
    case boolFalse = 0x01
    case boolTrue = 0x02
    case integer = 0x03
    case double = 0x04
    case string = 0x05
    case enumCase = 0x06
    case image = 0x07
    case namedColor = 0x08
    case rgbaColor = 0x09
    case systemFont = 0x0a
    case boldSystemFont = 0x0b
    case customFont = 0x0c
    case size = 0x0d
    case insets = 0x0e
    case object = 0x0f
    case objects = 0x10
    case expression = 0x11
    case layout = 0x12
    case strings = 0x13
    case point = 0x14
    case rect = 0x15
    case localizedString = 0x16
    case runtimeAttributes = 0x17
    case layoutVariables = 0x18
    // Fonts and colours take 0x20 to 0x2f.
    case weightedSystemFont = 0x20
    case italicSystemFont = 0x21
    case monospacedDigitSystemFont = 0x22
    case textStyleFont = 0x23
    case assetColor = 0x24
    case displayP3Color = 0x25
    case systemImage = 0x26
}
