import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// The layout IR: the order frames are evaluated in, the slots a cell's height needs, and the nominal height.
@Suite("Layout order")
struct LayoutOrderTests {
    /// Valid templates with varied dependencies: from Grammar.md, and some whose views read views declared later.
    static let templates: [String] = [
        """
        cell ContactCell {
            height = 56
            Label nameLabel {
                frame = (16, 8, parent.width - 32, 22)
            }
            Label phoneLabel {
                frame = (16, nameLabel.maxY + 2, nameLabel.width, 18)
            }
        }
        """,
        """
        let margin = 12
        cell ArticleCell {
            height = 88
            ImageView thumbnailView {
                frame = (margin, (parent.height - 64) / 2, 64, 64)
            }
            Label titleLabel {
                frame = (thumbnailView.maxX + 8, thumbnailView.minY,
                    parent.width - thumbnailView.maxX - 8 - margin, 20)
            }
            Label summaryLabel {
                frame = (titleLabel.minX, titleLabel.maxY + 4, titleLabel.width, thumbnailView.maxY - titleLabel.maxY - 4)
            }
        }
        """,
        """
        cell SelfSizingCell {
            height = bodyLabel.maxY + 12
            Label titleLabel {
                frame = (16, 12, parent.width - 32, 20)
            }
            Label bodyLabel {
                frame = (16, titleLabel.maxY + 4, titleLabel.width, parent.width / 4)
            }
            ImageView backgroundImageView {
                frame = (0, 0, parent.width, parent.height)
            }
        }
        """,
        """
        cell AcrossBranches {
            height = inner.maxY + 8
            Label early {
                frame = (inner.maxX + 4, stacked.minY, 40, stacked.height)
            }
            View card {
                frame = (8, 8, 120, 30)
                View box {
                    frame = (4, 4, parent.width - 8, 20)
                    Label inner {
                        frame = (2, 2, early.width, 16)
                    }
                }
            }
            StackView column {
                frame = (200, 0, 100, 20)
                distribution = .fillEqually
                View holder {
                    Label stacked {
                        frame = (0, 0, parent.width, parent.height)
                    }
                }
            }
        }
        """,
        """
        cell Backwards {
            height = first.maxY + 4
            Label first {
                frame = (second.maxX + 4, second.maxY + 4, third.width, third.height / 2)
            }
            Label second {
                frame = (third.minX, third.midY, third.width / 2, 8)
            }
            Label third {
                frame = (8, 4, 60, parent.width / 16)
            }
        }
        """,
        """
        view Nested {
            height = 200
            View card {
                frame = (badge.maxX + 4, 8, parent.width - badge.width - 20, parent.height - 16)
                Label caption {
                    frame = (8, parent.height - 24, parent.width - 16, 16)
                }
                ImageView photo {
                    frame = (8, 8, caption.width, caption.minY - 16)
                    View overlay {
                        frame = (parent.width / 2 - 10, parent.height / 2 - 10, 20, 20)
                    }
                }
            }
            View badge {
                frame = (4, 4, 24, 24)
                View square {
                    frame = (0, 0, 24, mark.midX)
                }
                View mark {
                    frame = (0, 0, 12, 12)
                }
            }
        }
        """,
        """
        view ProfileHeader {
            height = 120
            StackView column {
                frame = (16, 16, parent.width - 32, parent.height - 32)
                axis = .vertical
                Label nameLabel {
                    font = .boldSystem(20)
                }
                View {
                    size = (40, 2)
                    View inner {
                        frame = (0, 0, parent.width, parent.height)
                    }
                }
            }
            Label footer {
                frame = (16, column.maxY, column.width, 0)
            }
        }
        """,
    ]

    /// The slots `expression` reads directly: each component of each anchor, of views that have a frame.
    private func slotsRead(by expression: LayoutExpression, in template: CheckedTemplate) -> [LayoutSlot] {
        var slots: [LayoutSlot] = []
        expression.forEachAnchor { view, anchor in
            guard template.views[view].frame != nil else { return }
            slots += anchor.components.map { LayoutSlot(view: view, component: $0) }
        }
        return slots
    }

    /// Expects every slot of `order` to come after every slot it reads, within `order`.
    private func expectDependenciesFirst(
        _ order: [LayoutSlot], in template: CheckedTemplate, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var position: [LayoutSlot: Int] = [:]
        for (index, slot) in order.enumerated() {
            #expect(position[slot] == nil, "\(slot) appears twice", sourceLocation: sourceLocation)
            position[slot] = index
        }
        for (index, slot) in order.enumerated() {
            guard let expression = template.expression(for: slot) else {
                Issue.record("\(slot) has no expression", sourceLocation: sourceLocation)
                continue
            }
            for read in slotsRead(by: expression, in: template) {
                let readAt = position[read] ?? Int.max
                #expect(readAt < index, "\(slot) reads \(read), which comes later", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("the layout order holds every frame component once, each after the components it reads", arguments: templates)
    func layoutOrder(_ text: String) throws {
        let source = CheckedSource(text)
        source.expectNoDiagnostics()
        let template = try source.template()
        let expected = template.views.indices.flatMap { view in
            template.views[view].frame == nil
                ? [] : FrameComponent.allCases.map { LayoutSlot(view: view, component: $0) }
        }
        #expect(Set(template.layoutOrder) == Set(expected))
        #expect(template.layoutOrder.count == expected.count)
        expectDependenciesFirst(template.layoutOrder, in: template)
    }

    @Test("the height order holds exactly the slots the height reads, directly or not, in order", arguments: templates)
    func heightOrder(_ text: String) throws {
        let template = try CheckedSource(text).template()
        // The closure of what the height reads, computed here by a plain worklist over the IR.
        var needed: Set<LayoutSlot> = []
        var pending = template.kind == .cell ? slotsRead(by: template.height, in: template) : []
        while let slot = pending.popLast() {
            guard needed.insert(slot).inserted, let expression = template.expression(for: slot) else { continue }
            pending += slotsRead(by: expression, in: template)
        }
        #expect(Set(template.heightOrder) == needed)
        #expect(template.heightOrder.count == needed.count)
        expectDependenciesFirst(template.heightOrder, in: template)
    }

    @Test("a self-sizing cell's height reads only the y and height of the views above its bottom")
    func selfSizingHeightOrder() throws {
        let template = try CheckedSource(LayoutOrderTests.templates[2]).template()
        let title = try #require(template.views.firstIndex { $0.outlet == "titleLabel" })
        let body = try #require(template.views.firstIndex { $0.outlet == "bodyLabel" })
        #expect(
            Set(template.heightOrder) == [
                LayoutSlot(view: title, component: .y), LayoutSlot(view: title, component: .height),
                LayoutSlot(view: body, component: .y), LayoutSlot(view: body, component: .height),
            ])
        #expect(template.height == .binary(.add, .anchor(view: body, .maxY), .constant(12)))
    }

    @Test(
        "a self-sizing cell's nominal height is its height evaluated at its nominal width",
        arguments: [(nil, 128.0), (200, 98.0), (640, 208.0)] as [(Int?, Double)])
    func selfSizingNominalHeight(width: Int?, height: Double) throws {
        let widthLine = width.map { "width = \($0)\n" } ?? ""
        let source = CheckedSource(
            """
            cell SelfSizingCell {
                \(widthLine)height = bodyLabel.maxY + 12
                Label titleLabel {
                    frame = (16, 12, parent.width - 32, 20)
                }
                Label bodyLabel {
                    frame = (16, titleLabel.maxY + 4, titleLabel.width, parent.width / 4)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.nominalHeight == height)
        #expect(template.nominalWidth == Double(width ?? 320))
    }

    @Test("a height that reads only the width needs no frame")
    func heightFromWidth() throws {
        let source = CheckedSource(
            """
            cell Square {
                height = parent.width / 2
                ImageView photo {
                    frame = (0, 0, parent.width, parent.height)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.height == .binary(.divide, .parentWidth, .constant(2)))
        #expect(template.heightOrder.isEmpty)
        #expect(template.nominalHeight == 160)
    }

    @Test("the nominal height is what frames are checked against")
    func nominalHeightChecksFrames() {
        let source = CheckedSource(
            """
            cell Growing {
                height = title.maxY + 4
                Label title {
                    frame = (0, 0, 100, 60)
                }
                Label fits {
                    frame = (0, 0, 100, parent.height)
                }
                Label tooTall {
                    1️⃣frame = (0, 0, 100, parent.height + 1)
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'tooTall' falls outside its parent at the nominal width of 320",
            notes: [("its frame is (0, 0, 100, 65) in a parent of 320 x 64", nil)])
    }

    @Test("a nested view's 'parent.width' reads its parent's width slot")
    func nestedParentAnchor() throws {
        let source = CheckedSource(
            """
            view V {
                View card {
                    frame = (0, 0, parent.width / 2, parent.height)
                    Label caption {
                        frame = (0, 0, parent.width, parent.height)
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(
            template.views[0].frame?.components == [
                .constant(0), .constant(0), .binary(.divide, .parentWidth, .constant(2)), .parentHeight,
            ])
        #expect(template.views[1].parent == 0)
        #expect(template.views[1].frame?.width == .anchor(view: 0, .width))
        #expect(template.views[1].frame?.height == .anchor(view: 0, .height))
    }
}
