extension PNGError {
    /// The case's name without its values, such as `badCRC`, so that tests can count errors by kind.
    var kind: String {
        switch self {
        case .badSignature: "badSignature"
        case .truncated: "truncated"
        case .badCRC: "badCRC"
        case .badChunk: "badChunk"
        case .badHeader: "badHeader"
        case .unsupportedColorType: "unsupportedColorType"
        case .unsupportedBitDepth: "unsupportedBitDepth"
        case .unsupportedInterlace: "unsupportedInterlace"
        case .imageTooLarge: "imageTooLarge"
        case .badZlibHeader: "badZlibHeader"
        case .presetDictionary: "presetDictionary"
        case .truncatedStream: "truncatedStream"
        case .badBlockType: "badBlockType"
        case .badStoredLength: "badStoredLength"
        case .badHuffmanCode: "badHuffmanCode"
        case .distanceTooFarBack: "distanceTooFarBack"
        case .adlerMismatch: "adlerMismatch"
        case .tooMuchData: "tooMuchData"
        case .sizeMismatch: "sizeMismatch"
        case .badFilterType: "badFilterType"
        }
    }
}
