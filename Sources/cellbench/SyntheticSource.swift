/// Writes `.cell` files of any size with the shape of real ones, so every phase of the compiler does its full work.
enum SyntheticSource {
    /// A file of `templates` cells, each with `viewsPerTemplate` labels chained by their frames: the simplest shape,
    /// which `cellbench scaling` grows.
    static func make(templates: Int, viewsPerTemplate: Int) -> String {
        var text = "// synthetic benchmark input\nlet margin = 12\n\nstyle Caption {\n    font = .system(12)\n"
        text += "    textColor = #A4A4A4\n}\n"
        for template in 0..<templates {
            text += "\ncell BenchCell\(template) {\n    height = label\(viewsPerTemplate - 1).maxY + margin\n"
            text += "    selectionStyle = .none\n"
            for view in 0..<viewsPerTemplate {
                let top = view == 0 ? "margin" : "label\(view - 1).maxY + 4"
                text += "    Label label\(view): Caption {\n"
                text += "        frame = (margin, \(top), parent.width - 2 * margin, 20)\n"
                text += "        text = \"Row \(template), label \(view): \\\"quoted\\\" ✓\"\n"
                text += "    }\n"
            }
            text += "}\n"
        }
        return text
    }

    /// A file of at least `bytes` bytes of realistic cells, in the three shapes of the feed, message and settings
    /// cells of public apps (9, 11 and 13 views): constants and styles, image views and buttons beside labels,
    /// frames that read their siblings, colours, fonts and strings with escapes, and a height read from an outlet.
    static func realistic(bytes: Int) -> String {
        var text = """
            // realistic benchmark input: feed, message and settings cells
            let margin = 12
            let gap = 8
            let avatarSize = 40
            let brand = #FF2D55
            let secondary = #8E8E93

            style Title {
                font = .boldSystem(15)
                textColor = .label
            }
            style Caption {
                font = .system(12)
                textColor = secondary
            }
            style Pill {
                cornerRadius = 4
                clipsToBounds = true
                backgroundColor = #F2F2F7
            }

            """
        var template = 0
        while text.utf8.count < bytes {
            switch template % 3 {
            case 0: text += feedCell(template)
            case 1: text += messageCell(template)
            default: text += settingsCell(template)
            }
            template += 1
        }
        return text
    }

    private static func feedCell(_ n: Int) -> String {
        """

        cell FeedCell\(n) {
            reuseIdentifier = "feed-\(n)"
            height = likeButton.maxY + margin
            selectionStyle = .none

            ImageView avatarView {
                frame = (margin, margin, avatarSize, avatarSize)
                image = "avatar\(n % 7)"
                cornerRadius = 20
                clipsToBounds = true
            }
            Label nameLabel: Title {
                frame = (avatarView.maxX + gap, margin, parent.width - avatarView.maxX - gap - 80, 18)
                text = "Person \(n)"
            }
            Label timeLabel: Caption {
                frame = (parent.width - margin - 64, margin, 64, 18)
                textAlignment = .right
                text = "\(n % 59)m"
            }
            Label handleLabel: Caption {
                frame = (nameLabel.minX, nameLabel.maxY + 2, nameLabel.width, 16)
                text = "@person\(n)"
            }
            Label bodyLabel {
                frame = (nameLabel.minX, avatarView.maxY + gap, parent.width - nameLabel.minX - margin, 60)
                numberOfLines = 0
                font = .system(15)
                text = "Post \(n): \\"quoted\\" text with an emoji ✓ and a tab\\t."
            }
            ImageView mediaView {
                frame = (nameLabel.minX, bodyLabel.maxY + gap, bodyLabel.width, 120)
                image = "media\(n % 5)"
                contentMode = .scaleAspectFill
                clipsToBounds = true
            }
            Button replyButton {
                frame = (nameLabel.minX, mediaView.maxY + gap, 60, 28)
                title = "Reply"
                action = reply
            }
            Button shareButton {
                frame = (replyButton.maxX + gap, replyButton.minY, 60, 28)
                title = "Share"
                action = share
            }
            Button likeButton {
                frame = (shareButton.maxX + gap, replyButton.minY, 60, 28)
                image = "heart"
                accessibilityLabel = "Like"
                tintColor = brand
                action = like
            }
        }

        """
    }

    private static func messageCell(_ n: Int) -> String {
        """

        cell MessageCell\(n) {
            height = bubbleView.maxY + gap

            ImageView avatarView {
                frame = (margin, gap, 32, 32)
                image = "avatar\(n % 7)"
                cornerRadius = 16
                clipsToBounds = true
            }
            View bubbleView {
                frame = (avatarView.maxX + gap, gap, parent.width - avatarView.maxX - 2 * gap - margin, 84)
                backgroundColor = #E9E9EB
                cornerRadius = 16
                Label senderLabel: Caption {
                    frame = (margin, gap, parent.width - 2 * margin, 14)
                    text = "Sender \(n)"
                }
                Label messageLabel {
                    frame = (margin, senderLabel.maxY + 4, parent.width - 2 * margin, 40)
                    numberOfLines = 2
                    font = .system(16)
                    text = "Message \(n), in \\"quotes\\" — with a dash"
                }
                Label statusLabel: Caption {
                    frame = (parent.width - margin - 60, messageLabel.maxY + 2, 60, 14)
                    textAlignment = .right
                    text = "Read"
                }
            }
            Label dateLabel: Caption {
                frame = (parent.width - margin - 80, gap, 80, 14)
                textAlignment = .right
                text = "12:\(10 + n % 50)"
            }
            View unreadDot {
                frame = (parent.width - margin - 8, dateLabel.maxY + 4, 8, 8)
                backgroundColor = brand
                cornerRadius = 4
            }
            Label badgeLabel: Pill {
                frame = (margin, avatarView.maxY + 4, 32, 16)
                textAlignment = .center
                font = .system(10)
                text = "\(n % 99)"
            }
            Button retryButton {
                frame = (margin, badgeLabel.maxY + 4, 32, 24)
                title = "↻"
                accessibilityLabel = "Retry"
                action = retry
            }
            View separatorView {
                frame = (bubbleView.minX, bubbleView.maxY + gap - 1, parent.width - bubbleView.minX, 1)
                backgroundColor = #C6C6C8
            }
        }

        """
    }

    private static func settingsCell(_ n: Int) -> String {
        """

        cell SettingsCell\(n) {
            height = 64
            accessoryType = .disclosureIndicator

            View iconBackground: Pill {
                frame = (margin, 16, 32, 32)
                backgroundColor = brand
                ImageView iconView {
                    frame = (4, 4, 24, 24)
                    image = "gear"
                    tintColor = .white
                }
            }
            Label titleLabel: Title {
                frame = (iconBackground.maxX + margin, 12, parent.width - iconBackground.maxX - 2 * margin - 60, 20)
                text = "Setting \(n)"
            }
            Label subtitleLabel: Caption {
                frame = (titleLabel.minX, titleLabel.maxY + 2, titleLabel.width, 16)
                text = "Detail for setting \(n)"
            }
            Switch enabledSwitch {
                frame = (parent.width - margin - 51, 16, 51, 31)
                isOn = \(n % 2 == 0)
                action = toggled
            }
            Label valueLabel: Caption {
                frame = (enabledSwitch.minX - 48, 24, 40, 16)
                textAlignment = .right
                text = "\(n % 10)"
            }
            View dividerView {
                frame = (titleLabel.minX, parent.height - 1, parent.width - titleLabel.minX, 1)
                backgroundColor = #C6C6C8
            }
            Label footnoteLabel: Caption {
                frame = (titleLabel.minX, subtitleLabel.maxY + 2, titleLabel.width, 10)
                font = .system(9)
                text = "Footnote \(n)"
            }
            Label tagLabel: Pill {
                frame = (valueLabel.minX - 40, 24, 32, 16)
                textAlignment = .center
                font = .system(10)
                text = "New"
            }
            ImageView chevronHint {
                frame = (tagLabel.minX - 20, 26, 12, 12)
                image = "info"
            }
            Label accessibilityHintLabel {
                frame = (titleLabel.minX, 0, 1, 1)
                alpha = 0
                text = "Setting \(n)"
            }
        }

        """
    }
}
