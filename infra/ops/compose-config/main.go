// Command compose-config checks Compose files as `docker compose config -q` does, with the loader
// the Compose CLI itself is built on (compose-go): the specification's schema, interpolation,
// merging and references between services, networks and volumes. The whole CLI took about two
// minutes to build from source on every new machine; this takes seconds.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/compose-spec/compose-go/v2/cli"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: compose-config <compose file>...")
		os.Exit(2)
	}
	options, err := cli.NewProjectOptions(os.Args[1:], cli.WithOsEnv, cli.WithDotEnv)
	if err != nil {
		fail(err)
	}
	project, err := options.LoadProject(context.Background())
	if err != nil {
		fail(err)
	}
	fmt.Printf("%s: %d services\n", project.Name, len(project.Services))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
