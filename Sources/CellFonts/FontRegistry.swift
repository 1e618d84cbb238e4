import Synchronization

/// Finds the faces a font draws with: the system font in `FaceFamily.system`, Helvetica, Arial, Times and Courier
/// in their metric-compatible Liberation faces, the app's own font files once registered (as an iOS app lists them
/// under `UIAppFonts`), and for every font the fallback chain of `FaceFamily.fallbacks`.
///
/// Font files are looked up by name under the search paths: `/usr/share/fonts` and `/usr/local/share/fonts`, or
/// the colon-separated folders of the `CELLKIT_FONT_PATH` environment variable instead. A file that is missing or
/// unreadable is never an error: the registry records a `FontWarning` and uses the next face it finds, and a font
/// with no file at all measures with `FontFace.approximation`.
///
/// Thread-safe: the registry's state is behind a mutex, and faces are immutable once read.
public final class FontRegistry: Sendable {
    /// The registry CellKit measures with, searching `defaultSearchPaths`.
    public static let shared = FontRegistry(searchPaths: defaultSearchPaths)

    /// `CELLKIT_FONT_PATH`'s folders when it is set and not empty, else Debian's font folders.
    public static var defaultSearchPaths: [String] {
        if let override = FontFiles.environment("CELLKIT_FONT_PATH"), !override.isEmpty {
            return override.split(separator: ":").map(String.init)
        }
        return ["/usr/share/fonts", "/usr/local/share/fonts"]
    }

    /// The folders font files are looked up in.
    public let searchPaths: [String]

    private struct State {
        /// Font files under the search paths by file name; read on first use.
        var files: [String: String]?
        /// Faces read so far by file name, nil for a file that could not be used.
        var faces: [String: FontFace?] = [:]
        /// The app's registered faces, by lowercased PostScript name.
        var registered: [String: FontFace] = [:]
        /// The app's registered faces by lowercased family name.
        var families: [String: [FontFace]] = [:]
        /// Chains already resolved.
        var chains: [FontRequest: FaceChain] = [:]
        var warnings: [FontWarning] = []
    }

    private let state = Mutex(State())

    /// A registry that looks font files up under `searchPaths`.
    public init(searchPaths: [String]) {
        self.searchPaths = searchPaths
    }

    /// The problems met so far (missing and unreadable files, unknown names), each once, in the order met.
    public var warnings: [FontWarning] {
        state.withLock { $0.warnings }
    }

    /// Registers the faces of the font file at `path` (every face of a collection), as an app declares its fonts;
    /// they are then found by PostScript name or family name. Throws the warning that says why the file cannot be
    /// used.
    @discardableResult
    public func register(fileAt path: String) throws(FontWarning) -> [FontFace] {
        let bytes: [UInt8]
        switch FontFiles.read(atPath: path) {
        case .success(let read): bytes = read
        case .failure(let cause): throw FontWarning(subject: path, cause: cause, fallback: "no font")
        }
        do {
            return try register(bytes: bytes, path: path)
        } catch {
            throw FontWarning(subject: path, cause: .malformed(error), fallback: "no font")
        }
    }

    /// Registers the faces of a font file's bytes; `path`, when given, is where a renderer can find the same file.
    @discardableResult
    public func register(bytes: [UInt8], path: String? = nil) throws(FontFileError) -> [FontFace] {
        var faces: [FontFace] = []
        for index in 0..<(try OpenTypeFace.faceCount(in: bytes)) {
            faces.append(
                FontFace(openType: try OpenTypeFace(bytes: bytes, faceIndex: index), path: path, faceIndex: index))
        }
        state.withLock { state in
            for face in faces {
                state.registered[face.postScriptName.lowercased()] = face
                state.families[face.familyName.lowercased(), default: []].append(face)
            }
            // A name resolved before may now name a registered face.
            state.chains = [:]
        }
        return faces
    }

    /// The faces `request` draws with.
    public func chain(for request: FontRequest) -> FaceChain {
        state.withLock { state in
            if let chain = state.chains[request] {
                return chain
            }
            let chain = resolve(request, in: &state)
            state.chains[request] = chain
            return chain
        }
    }

    /// The face of the first member of `family` that can be read, trying `weight` and `italic` first; a warning
    /// for each member tried before it that is missing or unreadable.
    public func face(in family: FaceFamily, weight: Int = 400, italic: Bool = false) -> FontFace? {
        state.withLock { face(in: family, weight: weight, italic: italic, state: &$0) }
    }

    private func resolve(_ request: FontRequest, in state: inout State) -> FaceChain {
        let style = request.styleFromName
        var primary: FontFace?
        var family = FaceFamily.system
        let key = request.name.lowercased()
        if let face = state.registered[key] {
            primary = face
        } else if let members = state.families[key] ?? state.families[request.familyKey] {
            primary = Self.closest(members, weight: style.weight, italic: style.isItalic)
        } else if !request.isSystemFont {
            if let alias = Self.aliases[request.familyKey] {
                family = alias
            } else {
                warn(
                    FontWarning(subject: request.name, cause: .unknownName, fallback: "the system font"),
                    in: &state)
            }
        }
        var faces: [FontFace] = []
        if let face = primary ?? face(in: family, weight: style.weight, italic: style.isItalic, state: &state) {
            faces.append(face)
        }
        for fallback in FaceFamily.fallbacks {
            if let face = face(in: fallback, weight: style.weight, italic: style.isItalic, state: &state),
                !faces.contains(where: { $0 === face })
            {
                faces.append(face)
            }
        }
        return FaceChain(faces: faces)
    }

    /// The closest of an app's registered faces to `weight` and `italic`.
    private static func closest(_ faces: [FontFace], weight: Int, italic: Bool) -> FontFace? {
        faces.min { left, right in
            key(left, weight, italic) < key(right, weight, italic)
        }
    }

    private static func key(_ face: FontFace, _ weight: Int, _ italic: Bool) -> (Int, Int) {
        let openType = face.openType
        return ((openType?.isItalic ?? false) == italic ? 0 : 1, abs((openType?.weightClass ?? 400) - weight))
    }

    private func face(in family: FaceFamily, weight: Int, italic: Bool, state: inout State) -> FontFace? {
        let candidates = family.candidates(weight: weight, italic: italic)
        var failed: [(String, FontWarning.Cause)] = []
        for member in candidates {
            if let face = load(member.fileName, state: &state, failures: &failed) {
                // Only the member asked for warns: a family without a bold italic is not a problem worth a line.
                if let (name, cause) = failed.first, name == candidates.first?.fileName {
                    warn(FontWarning(subject: name, cause: cause, fallback: face.description), in: &state)
                }
                return face
            }
        }
        if let (name, cause) = failed.first {
            warn(
                FontWarning(
                    subject: name, cause: cause, fallback: "the next face of the chain (at last, the approximation)"),
                in: &state)
        }
        return nil
    }

    /// The face of the file `name`, read on first use.
    private func load(
        _ name: String, state: inout State, failures: inout [(String, FontWarning.Cause)]
    ) -> FontFace? {
        if let cached = state.faces[name] {
            return cached
        }
        if state.files == nil {
            var files: [String: String] = [:]
            for folder in searchPaths {
                FontFiles.fontFiles(under: folder, into: &files)
            }
            state.files = files
        }
        guard let path = state.files?[name] else {
            failures.append((name, .notFound(searchPaths: searchPaths)))
            state.faces[name] = .some(nil)
            return nil
        }
        var face: FontFace?
        switch FontFiles.read(atPath: path) {
        case .success(let bytes):
            do {
                face = FontFace(openType: try OpenTypeFace(bytes: bytes), path: path)
            } catch {
                failures.append((path, .malformed(error)))
            }
        case .failure(let cause):
            failures.append((path, cause))
        }
        state.faces[name] = .some(face)
        return face
    }

    private func warn(_ warning: FontWarning, in state: inout State) {
        if !state.warnings.contains(warning) {
            state.warnings.append(warning)
        }
    }

    /// Font families Apple ships that map to a metric-compatible free family, by lowercased family name.
    private static let aliases: [String: FaceFamily] = [
        "helvetica": .liberationSans, "helveticaneue": .liberationSans, "arial": .liberationSans,
        "arialmt": .liberationSans, "liberationsans": .liberationSans,
        "times": .liberationSerif, "timesnewroman": .liberationSerif, "timesnewromanpsmt": .liberationSerif,
        "liberationserif": .liberationSerif,
        "courier": .liberationMono, "couriernew": .liberationMono, "couriernewpsmt": .liberationMono,
        "menlo": .liberationMono, "monaco": .liberationMono, "sfmono": .liberationMono, ".sfmono": .liberationMono,
        "liberationmono": .liberationMono,
    ]
}

extension FontWarning: Error {}
