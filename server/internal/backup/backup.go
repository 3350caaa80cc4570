package backup

import (
	"archive/zip"
	"compress/flate"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// A backup (manual or scheduled) made from a snapshot of each database while students go on writing
// (docs/operations.md, "Backups and a restore drill"). PocketBase's own zip backup holds the database's one
// writer for as long as it zips the data directory, so every autosave waited behind it (tens of seconds for
// a large database). Here `VACUUM INTO` copies data.db and auxiliary.db in a read transaction on the
// concurrent pool (in WAL mode writers carry on: the copy is the database as it stood when it began), and
// the zip is made from those copies and the other files of the data directory, with the same layout as
// PocketBase's, so its restore takes it as it is.

// Bind replaces PocketBase's backup with the snapshot one: the handler never calls e.Next().
func Bind(app core.App) {
	app.OnBackupCreate().BindFunc(func(e *core.BackupEvent) error {
		if e.Name == "" {
			e.Name = "pb_backup_" + time.Now().UTC().Format("20060102150405") + ".zip"
		}
		return snapshotBackup(e.App, e.Name, e.Exclude)
	})
}

// liveDatabases are the data directory's database files, which are zipped from their snapshots instead.
var liveDatabases = []string{"data.db", "auxiliary.db"}

func isLiveDatabaseFile(name string) bool {
	for _, db := range liveDatabases {
		if name == db || name == db+"-wal" || name == db+"-shm" || name == db+"-journal" {
			return true
		}
	}
	return false
}

func snapshotBackup(app core.App, name string, exclude []string) error {
	tempRoot := filepath.Join(app.DataDir(), core.LocalTempDirName)
	if err := os.MkdirAll(tempRoot, os.ModePerm); err != nil {
		return fmt.Errorf("failed to create a temp dir: %w", err)
	}
	work, err := os.MkdirTemp(tempRoot, "snapshot_")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)

	snapshots := map[string]string{}
	for _, db := range []struct {
		file string
		pool dbx.Builder
	}{{"data.db", app.ConcurrentDB()}, {"auxiliary.db", app.AuxConcurrentDB()}} {
		copyPath := filepath.Join(work, db.file)
		if _, err := db.pool.NewQuery("VACUUM INTO {:path}").Bind(dbx.Params{"path": copyPath}).Execute(); err != nil {
			return fmt.Errorf("snapshot of %s: %w", db.file, err)
		}
		snapshots[db.file] = copyPath
	}

	zipPath := filepath.Join(work, "backup.zip")
	if err := zipDataDir(zipPath, app.DataDir(), exclude, snapshots); err != nil {
		return err
	}

	fsys, err := app.NewBackupsFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	file, err := filesystem.NewFileFromPath(zipPath)
	if err != nil {
		return err
	}
	file.OriginalName = name
	file.Name = name
	return fsys.UploadFile(file, name)
}

// zipDataDir writes the data directory to a zip at dest: every file but the excluded top-level entries and
// the live databases, then each database's snapshot under its own name. The databases are stored rather
// than compressed: deflating a gigabyte kept a core busy for most of a minute, which the students' requests
// need more than the disk needs the space.
func zipDataDir(dest, dataDir string, exclude []string, snapshots map[string]string) error {
	out, err := os.Create(dest)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(out)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(w, flate.BestSpeed)
	})
	add := func(name, path string, method uint16) error {
		src, err := os.Open(path)
		if err != nil {
			return err
		}
		defer src.Close()
		info, err := src.Stat()
		if err != nil {
			return err
		}
		header, err := zip.FileInfoHeader(info)
		if err != nil {
			return err
		}
		header.Name = name
		header.Method = method
		w, err := zw.CreateHeader(header)
		if err != nil {
			return err
		}
		_, err = io.Copy(w, src)
		return err
	}
	walkErr := filepath.WalkDir(dataDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dataDir, path)
		rel = filepath.ToSlash(rel)
		top := strings.SplitN(rel, "/", 2)[0]
		if rel == "." {
			return nil
		}
		if slices.Contains(exclude, top) || isLiveDatabaseFile(rel) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || !d.Type().IsRegular() {
			return nil
		}
		return add(rel, path, zip.Deflate)
	})
	if walkErr == nil {
		for _, db := range liveDatabases {
			if walkErr = add(db, snapshots[db], zip.Store); walkErr != nil {
				break
			}
		}
	}
	if walkErr != nil {
		zw.Close()
		out.Close()
		return walkErr
	}
	if err := zw.Close(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
