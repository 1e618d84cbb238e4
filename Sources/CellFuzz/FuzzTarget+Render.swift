import CellCLI
import CellCodeGen
import CellDiagnostics

extension FuzzTarget {
    /// The template the render fuzzer's data fills: an outlet of every view kind, so every branch of the sample
    /// data (a label's text, a button's title, an image, properties of each type) is reachable.
    static let renderTemplate = """
        style Caption {
            font = .system(12)
            textColor = #A4A4A4
        }

        cell FuzzCell {
            height = 120
            ImageView backgroundImageView {
                frame = (0, 0, parent.width, parent.height)
            }
            Label titleLabel: Caption {
                frame = (8, 8, parent.width - 16, 20)
                numberOfLines = 0
            }
            Button actionButton {
                frame = (8, titleLabel.maxY + 4, 80, 30)
                title = "Go"
            }
            ScrollView scrollView {
                frame = (100, 40, 100, 60)
                contentSize = (300, 60)
                Label innerLabel {
                    frame = (0, 0, 300, 20)
                }
            }
            StackView stackView {
                frame = (210, 40, 100, 60)
                axis = .vertical
                spacing = 2
                Label firstLabel {
                    size = (100, 20)
                }
                View boxView {
                    size = (100, 20)
                }
            }
            Switch enabledSwitch {
                frame = (8, 80, 51, 31)
            }
            Control areaControl {
                frame = (70, 80, 40, 31)
            }
            Slider volumeSlider {
                frame = (120, 100, 80, 30)
                value = 0.5
            }
            SegmentedControl modeControl {
                frame = (210, 100, 100, 32)
                segments = ("A", "B")
                selectedSegmentIndex = 1
            }
            Stepper countStepper {
                frame = (8, 112, 94, 32)
            }
            ActivityIndicatorView loadingIndicator {
                frame = (110, 112, 20, 20)
                isAnimating = true
            }
            ProgressView loadProgress {
                frame = (140, 112, 60, 4)
                progress = 0.5
            }
            PageControl pageControl {
                frame = (210, 112, 60, 20)
                numberOfPages = 3
            }
            PickerView picker {
                frame = (8, 150, 300, 216)
                showsSelectionIndicator = true
            }
            TextField nameField {
                frame = (120, 80, 80, 30)
                borderStyle = .roundedRect
            }
            TextView notesView {
                frame = (210, 100, 100, 20)
            }
            VisualEffectView blurView {
                frame = (0, 100, 100, 20)
                effect = .systemMaterial
                Label blurLabel {
                    frame = (0, 0, parent.width, parent.height)
                }
            }
        }
        """

    /// The template compiled once: the fuzzer varies the data, not the template.
    static let renderCompilation = CompileResult.compile(
        SourceFile(path: "Fuzz.cell", bytes: Array(renderTemplate.utf8)), emitting: true)

    /// A data file through `cellc render Fuzz.cell --data data.json -o out.svg`, in memory: it ends with the
    /// picture written (0) or with the data's diagnostics (1), never another way.
    @MainActor
    static func render(_ bytes: [UInt8]) {
        precondition(!renderCompilation.diagnostics.contains { $0.severity == .error }, "the template has errors")
        let fileSystem = InMemoryFileSystem(files: ["Fuzz.cell": Array(renderTemplate.utf8), "data.json": bytes])
        let output = DiscardingSink()
        let cli = CLI(
            standardOutput: output, standardError: output, fileSystem: fileSystem,
            compiler: { _, _ in renderCompilation })
        let status = cli.run(arguments: ["render", "Fuzz.cell", "--data", "data.json", "-o", "out.svg"])
        precondition(status == 0 || status == 1, "render exited with \(status)")
        precondition((status == 0) == (fileSystem.files["out.svg"] != nil), "exit status and picture disagree")
    }
}
