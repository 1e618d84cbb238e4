import CellCLI

CLI.main()
